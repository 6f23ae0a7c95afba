import type { ImageShape } from '../../db/seed/catalogue-types';
import type { Palette } from './palette';

/** One flat illustration on the 400 × 400 canvas; packaged goods leave room for a label with the brand initial. */
type ShapeDrawing = { draw: (palette: Palette) => string; label?: { x: number; y: number } };

const highlight = (x: number, y: number, height: number) =>
  `<rect x="${x}" y="${y}" width="12" height="${height}" rx="6" fill="#fff" opacity=".25"/>`;

const whitePanel = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="#fff" opacity=".92"/>`;

export const shapeDrawings: Record<ImageShape, ShapeDrawing> = {
  fruit: {
    draw: ({ main, dark }) =>
      `<circle cx="200" cy="220" r="105" fill="${main}"/>` +
      `<path d="M200 118c-8-20-4-38 6-52" stroke="#6d4c41" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      `<path d="M208 100c30-30 70-22 82-8-26 22-58 26-82 8z" fill="#66bb6a"/>` +
      `<ellipse cx="160" cy="180" rx="24" ry="40" fill="#fff" opacity=".3" transform="rotate(30 160 180)"/>` +
      `<path d="M125 255a95 95 0 0 0 145 35" stroke="${dark}" stroke-width="10" fill="none" opacity=".3" stroke-linecap="round"/>`,
  },
  vegetable: {
    draw: ({ main }) =>
      `<path d="M200 120c70 0 100 80 80 150-15 55-70 75-110 55-45-22-55-80-40-130 12-45 35-75 70-75z" fill="${main}"/>` +
      `<path d="M200 125c-10-30-40-40-60-38 10 20 30 32 60 38zm0 0c10-32 40-42 62-40-10 22-32 34-62 40zm0 0c-2-28 8-48 22-58 6 22 0 42-22 58z" fill="#43a047"/>` +
      `<ellipse cx="175" cy="205" rx="16" ry="45" fill="#fff" opacity=".25" transform="rotate(15 175 205)"/>`,
  },
  bottle: {
    draw: ({ main, dark }) =>
      `<path d="M178 72h44v48c0 14 38 30 38 70v130a16 16 0 0 1-16 16h-88a16 16 0 0 1-16-16V190c0-40 38-56 38-70z" fill="${main}"/>` +
      `<rect x="172" y="52" width="56" height="26" rx="6" fill="${dark}"/>${highlight(154, 150, 50)}${whitePanel(140, 208, 120, 84)}`,
    label: { x: 200, y: 250 },
  },
  can: {
    draw: ({ main, dark, light }) =>
      `<rect x="130" y="110" width="140" height="212" rx="14" fill="${main}"/>` +
      `<ellipse cx="200" cy="112" rx="70" ry="16" fill="${light}"/><ellipse cx="200" cy="112" rx="56" ry="10" fill="${dark}" opacity=".35"/>` +
      `<rect x="130" y="172" width="140" height="90" fill="#fff" opacity=".92"/>${highlight(142, 270, 40)}`,
    label: { x: 200, y: 217 },
  },
  box: {
    draw: ({ main, dark, light }) =>
      `<path d="M110 100l40-28h160l-40 28z" fill="${light}"/><path d="M270 100l40-28v230l-40 28z" fill="${dark}"/>` +
      `<rect x="110" y="100" width="160" height="230" fill="${main}"/>` +
      `<rect x="110" y="290" width="160" height="16" fill="#fff" opacity=".3"/><circle cx="190" cy="210" r="46" fill="#fff" opacity=".92"/>`,
    label: { x: 190, y: 210 },
  },
  jar: {
    draw: ({ main, dark }) =>
      `<rect x="125" y="132" width="150" height="198" rx="30" fill="${main}"/><rect x="134" y="94" width="132" height="46" rx="10" fill="${dark}"/>` +
      `<rect x="125" y="192" width="150" height="84" fill="#fff" opacity=".92"/>${highlight(138, 145, 38)}`,
    label: { x: 200, y: 234 },
  },
  bag: {
    draw: ({ main, dark }) =>
      `<path d="M120 112h160l-8 208c-1 12-10 20-22 20h-100c-12 0-21-8-22-20z" fill="${main}"/>` +
      `<path d="M120 112${'l10-14 10 14'.repeat(8)}z" fill="${main}"/><rect x="121" y="112" width="158" height="16" fill="${dark}" opacity=".35"/>` +
      `<circle cx="200" cy="226" r="46" fill="#fff" opacity=".92"/>`,
    label: { x: 200, y: 226 },
  },
  tray: {
    draw: ({ main, dark }) =>
      `<ellipse cx="160" cy="236" rx="72" ry="42" fill="${main}"/><ellipse cx="248" cy="240" rx="64" ry="36" fill="${dark}"/>` +
      `<ellipse cx="200" cy="222" rx="50" ry="30" fill="${main}"/><path d="M80 252h240l-22 62H102z" fill="#eceff1"/>` +
      `<rect x="68" y="240" width="264" height="20" rx="10" fill="#cfd8dc"/>` +
      `<path d="M100 205c60-40 150-40 200 0" stroke="#fff" stroke-width="6" fill="none" opacity=".6" stroke-linecap="round"/>`,
  },
  loaf: {
    draw: ({ main, dark, light }) =>
      `<path d="M90 300c-10-90 40-150 110-150s120 60 110 150z" fill="${main}"/>` +
      `<path d="M92 302h216" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M145 195l28 40M193 182l28 40M241 195l28 40" stroke="${light}" stroke-width="10" stroke-linecap="round"/>`,
  },
  cheese: {
    draw: ({ main, dark, light }) =>
      `<path d="M90 250l220-50v110H90z" fill="${main}"/><path d="M90 250l140-100 80 50z" fill="${light}"/>` +
      `<g fill="${dark}" opacity=".3"><circle cx="150" cy="280" r="13"/><circle cx="222" cy="258" r="17"/><circle cx="275" cy="288" r="10"/><circle cx="190" cy="225" r="8"/></g>`,
  },
  fish: {
    draw: ({ main, dark }) =>
      `<path d="M300 212l62-48v96z" fill="${dark}"/><path d="M185 168q35-48 75-10z" fill="${dark}"/>` +
      `<path d="M86 212c52-72 172-72 224 0-52 72-172 72-224 0z" fill="${main}"/>` +
      `<path d="M165 182c12 20 12 40 0 60" stroke="${dark}" stroke-width="6" fill="none" opacity=".5"/>` +
      `<circle cx="128" cy="202" r="11" fill="#fff"/><circle cx="128" cy="202" r="5" fill="#263238"/>` +
      `<path d="M190 240c30 10 70 10 100-5" stroke="#fff" stroke-width="6" fill="none" opacity=".4" stroke-linecap="round"/>`,
  },
  meat: {
    draw: ({ main }) =>
      `<path d="M100 222c0-70 80-110 160-90 60 15 80 70 55 120-25 50-95 70-150 55-45-12-65-45-65-85z" fill="${main}" stroke="#fbe9e7" stroke-width="14"/>` +
      `<path d="M150 202c40-10 70 10 110 0M140 252c50 5 80-15 120-5" stroke="#fbe9e7" stroke-width="6" fill="none" opacity=".7"/>` +
      `<circle cx="248" cy="186" r="18" fill="#fff8e1" stroke="#efebe9" stroke-width="6"/>`,
  },
  pack: {
    draw: ({ main, dark, light }) =>
      `<path d="M110 122l20-30h140l20 30z" fill="${light}"/><rect x="110" y="120" width="180" height="205" rx="8" fill="${main}"/>` +
      `<path d="M110 152h180" stroke="${dark}" stroke-width="4" opacity=".3"/>${whitePanel(135, 182, 130, 92)}`,
    label: { x: 200, y: 228 },
  },
  tube: {
    draw: ({ main, dark }) =>
      `<path d="M130 96h140l-35 206h-70z" fill="${main}"/><rect x="124" y="76" width="152" height="24" rx="4" fill="${dark}"/>` +
      `<rect x="172" y="300" width="56" height="40" rx="8" fill="${dark}"/><path d="M138 150h124l-13 82H151z" fill="#fff" opacity=".92"/>`,
    label: { x: 200, y: 191 },
  },
  sack: {
    draw: ({ main, dark }) =>
      `<path d="M122 132c-30 60-30 150-10 188 8 16 22 20 40 20h96c18 0 32-4 40-20 20-38 20-128-10-188z" fill="${main}"/>` +
      `<path d="M148 134c10-26 94-26 104 0z" fill="${dark}"/><path d="M168 104l32 22 32-22" stroke="${dark}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      whitePanel(140, 192, 120, 92),
    label: { x: 200, y: 238 },
  },
};
