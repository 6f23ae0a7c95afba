/** The three tones an illustration is painted with, plus its soft background. */
export type Palette = { main: string; dark: string; light: string; background: string };

const FALLBACK_COLOR = '#8d6e63';

/** A palette from one '#rrggbb' colour; anything else falls back to a neutral brown. */
export function paletteOf(color: string): Palette {
  const main = /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : FALLBACK_COLOR;
  return {
    main,
    dark: mix(main, '#000000', 0.28),
    light: mix(main, '#ffffff', 0.4),
    background: mix(main, '#ffffff', 0.86),
  };
}

/** `color` moved `amount` (0–1) of the way towards `target`. */
function mix(color: string, target: string, amount: number): string {
  const channel = (hex: string, index: number) => Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(color, index) + (channel(target, index) - channel(color, index)) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${mixed.join('')}`;
}
