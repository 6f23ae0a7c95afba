import escapeHtml from 'escape-html';
import { type ImageShape, imageShapes } from '../../db/seed/catalogue-types';
import { type Palette, paletteOf } from './palette';
import { shapeDrawings } from './shapes';

/** What a content picture shows: the kind sets the canvas, the texts are the content's own. */
export type ContentArt = {
  kind: 'slide' | 'flyer-cover' | 'flyer-page' | 'award' | 'ux-block';
  /** The image's name (`slide-consegna`): it seeds the choice of shapes, so a picture never changes by itself. */
  name: string;
  title: string;
  /** A second, smaller line: the flyer's title on its pages, the points of an award. */
  subtitle: string;
  brandName: string;
  color: string;
};

const CANVAS: Record<ContentArt['kind'], { width: number; height: number }> = {
  slide: { width: 1200, height: 400 },
  'ux-block': { width: 800, height: 400 },
  'flyer-cover': { width: 600, height: 800 },
  'flyer-page': { width: 600, height: 800 },
  award: { width: 400, height: 400 },
};

/** A small deterministic hash of the name (FNV-1a), to pick shapes. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

function shapesFor(name: string, count: number): ImageShape[] {
  const hash = hashOf(name);
  return Array.from({ length: count }, (_, index) => imageShapes[(hash + index * 7) % imageShapes.length] as ImageShape);
}

/** A shape of the product pictures (drawn on 400 × 400) placed at x, y with a side of `size`. */
const placed = (shape: ImageShape, palette: Palette, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${(size / 400).toFixed(3)})">${shapeDrawings[shape].draw(palette)}</g>`;

/** Splits a title into at most `lines` lines of about `width` characters (words kept whole). */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && (last.length + 1 + word.length <= width || out.length === lines))
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

const textLines = (lines: string[], x: number, y: number, size: number, fill: string, anchor = 'start', weight = 700) =>
  `<text x="${x}" y="${y}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">` +
  lines
    .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : Math.round(size * 1.15)}">${escapeHtml(line)}</tspan>`)
    .join('') +
  '</text>';

/**
 * A content picture (slide, flyer cover or page, award, block) drawn in the brand's colour: its title,
 * a few of the product pictures' shapes, the brand's name. Light (a few kB), deterministic, and with a
 * `<title>` for whoever opens it alone; the page's text alternative is the content's `image_alt`.
 */
export function contentSvg(art: ContentArt): string {
  const { width, height } = CANVAS[art.kind];
  const palette = paletteOf(art.color);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeHtml(art.title)}</title>`;
  return `${open}${body(art, palette, width, height)}</svg>`;
}

function body(art: ContentArt, palette: Palette, width: number, height: number): string {
  const brand = (x: number, y: number, fill: string, anchor = 'start') => textLines([art.brandName], x, y, 22, fill, anchor);
  switch (art.kind) {
    case 'slide':
    case 'ux-block': {
      const [first, second, third] = shapesFor(art.name, 3) as [ImageShape, ImageShape, ImageShape];
      const wide = art.kind === 'slide';
      const split = wide ? 640 : 470;
      return (
        `<rect width="${width}" height="${height}" fill="${palette.background}"/>` +
        `<path d="M0 0h${split}l-80 ${height}H0z" fill="${palette.main}"/>` +
        `<circle cx="${width - 90}" cy="70" r="120" fill="#fff" opacity=".5"/>` +
        textLines(wrap(art.title, wide ? 22 : 18, 3), 48, 120, wide ? 48 : 36, '#fff') +
        (art.subtitle ? textLines(wrap(art.subtitle, wide ? 40 : 30, 2), 48, 300, 22, '#fff', 'start', 400) : '') +
        brand(48, height - 30, '#fff') +
        placed(first, palette, split + (wide ? 10 : -10), 90, wide ? 240 : 190) +
        (wide
          ? placed(second, palette, split + 250, 130, 220) + placed(third, palette, split + 400, 40, 180)
          : placed(second, palette, split + 150, 170, 160))
      );
    }
    case 'flyer-cover':
    case 'flyer-page': {
      const cover = art.kind === 'flyer-cover';
      const shapes = shapesFor(art.name, cover ? 3 : 4);
      const header =
        `<rect width="${width}" height="${height}" fill="#fff"/>` +
        `<rect width="${width}" height="${cover ? 330 : 150}" fill="${palette.main}"/>` +
        brand(32, 48, '#fff') +
        textLines(wrap(art.title, cover ? 16 : 24, cover ? 3 : 2), 32, cover ? 130 : 96, cover ? 54 : 34, '#fff') +
        `<rect x="0" y="${height - 56}" width="${width}" height="56" fill="${palette.dark}"/>` +
        textLines([art.subtitle], width / 2, height - 20, 22, '#fff', 'middle', 400);
      if (cover)
        return (
          header +
          `<circle cx="300" cy="545" r="190" fill="${palette.background}"/>` +
          `<rect x="32" y="268" width="180" height="40" rx="20" fill="#fff"/>` +
          textLines(['Volantino'], 122, 296, 22, palette.dark, 'middle') +
          shapes.map((shape, index) => placed(shape, palette, 30 + index * 170, 400 + (index % 2) * 90, 200)).join('')
        );
      // A page: four tiles with a product shape and a price tag, as a printed flyer's grid.
      return (
        header +
        shapes
          .map((shape, index) => {
            const x = 32 + (index % 2) * 276;
            const y = 180 + Math.floor(index / 2) * 270;
            return (
              `<rect x="${x}" y="${y}" width="260" height="250" rx="16" fill="${palette.background}"/>` +
              placed(shape, palette, x + 40, y + 10, 180) +
              `<rect x="${x + 150}" y="${y + 190}" width="96" height="44" rx="22" fill="${palette.main}"/>` +
              `<circle cx="${x + 172}" cy="${y + 212}" r="6" fill="#fff"/>`
            );
          })
          .join('')
      );
    }
    case 'award': {
      const [shape] = shapesFor(art.name, 1) as [ImageShape];
      return (
        `<rect width="400" height="400" rx="40" fill="${palette.background}"/>` +
        `<circle cx="200" cy="160" r="120" fill="${palette.main}"/>` +
        `<circle cx="200" cy="160" r="104" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="10 12" opacity=".7"/>` +
        placed(shape, { ...palette, main: '#fff', dark: palette.dark, light: palette.light }, 110, 70, 180) +
        textLines(wrap(art.title, 24, 2), 200, 320, 26, palette.dark, 'middle') +
        (art.subtitle ? textLines([art.subtitle], 200, 382, 18, palette.dark, 'middle', 400) : '')
      );
    }
  }
}
