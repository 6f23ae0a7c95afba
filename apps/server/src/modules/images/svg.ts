import { type ImageShape, imageShapes } from '../../db/seed/catalogue-types';
import { paletteOf } from './palette';
import { shapeDrawings } from './shapes';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">';

function knownShape(shape: string): ImageShape {
  return (imageShapes as readonly string[]).includes(shape) ? (shape as ImageShape) : 'box';
}

/** The product picture: its shape in its colour on a soft tile, with the brand initial on packaged goods. */
export function productSvg({ shape, color, brand }: { shape: string; color: string; brand: string }): string {
  const palette = paletteOf(color);
  const drawing = shapeDrawings[knownShape(shape)];
  const initial = brandInitial(brand);
  const label =
    drawing.label && initial
      ? `<text x="${drawing.label.x}" y="${drawing.label.y}" dy=".35em" text-anchor="middle" font-family="Georgia,serif" font-size="44" font-weight="700" fill="${palette.dark}">${initial}</text>`
      : '';
  return (
    `${SVG_OPEN}<rect width="400" height="400" rx="40" fill="${palette.background}"/>` +
    '<circle cx="330" cy="74" r="44" fill="#fff" opacity=".4"/><ellipse cx="200" cy="342" rx="120" ry="14" fill="#000" opacity=".08"/>' +
    `${drawing.draw(palette)}${label}</svg>`
  );
}

/** The category picture: the department's typical shape, smaller, in a round badge of the department's colour. */
export function categorySvg({ shape, color }: { shape: string; color: string }): string {
  const palette = paletteOf(color);
  return (
    `${SVG_OPEN}<circle cx="200" cy="200" r="196" fill="${palette.background}"/>` +
    `<circle cx="200" cy="200" r="196" fill="none" stroke="${palette.main}" stroke-width="8" opacity=".35"/>` +
    `<g transform="translate(50 44) scale(.75)">${shapeDrawings[knownShape(shape)].draw(palette)}</g></svg>`
  );
}

/** The first letter of the brand, safe inside SVG text; none when the brand starts with no letter. */
function brandInitial(brand: string): string {
  const letter = brand.normalize('NFD').match(/\p{L}/u)?.[0];
  return letter ? letter.toUpperCase() : '';
}
