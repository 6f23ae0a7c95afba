// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pwaIconFiles, renderIcon } from './pwa-icons';

describe('pwaIcons', () => {
  const files = pwaIconFiles();

  it('draws the four icons of each brand', () => {
    expect(files.map((file) => file.fileName).sort()).toEqual(
      ['buonmercato', 'spesachiara'].flatMap((brand) =>
        ['apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'maskable-512.png'].map((name) => `icons/${brand}/${name}`),
      ),
    );
  });

  it('draws each at its size, in the brand colour', async () => {
    for (const file of files.filter((icon) => icon.fileName.startsWith('icons/spesachiara/'))) {
      const png = await renderIcon(file.svg, file.size);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.format]).toEqual([file.size, file.size, 'raw']);
      // A pixel near the top-left edge, inside the rounded corner's reach: #1565c0 for every icon.
      const at = (Math.round(file.size * 0.25) * info.width + Math.round(file.size * 0.08)) * info.channels;
      expect([...data.subarray(at, at + 3)]).toEqual([0x15, 0x65, 0xc0]);
    }
  });

  it('fills the maskable icon to its corners (the system cuts its shape), not the plain one', async () => {
    const corner = async (name: string) => {
      const file = files.find((icon) => icon.fileName === `icons/buonmercato/${name}`);
      if (!file) throw new Error(name);
      const { data, info } = await sharp(await renderIcon(file.svg, file.size))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[info.channels - 1];
    };
    expect(await corner('maskable-512.png')).toBe(255);
    expect(await corner('icon-512.png')).toBe(0);
  });
});
