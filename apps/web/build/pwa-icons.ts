import sharp from 'sharp';
import type { Plugin } from 'vite';
import { appIconFiles, appIconPath, appIconSvg } from '../../../packages/domain/src/app-install/web-app-manifest';
import { tenants } from '../../../packages/domain/src/tenants/tenant-registry';

type IconFile = { fileName: string; svg: string; size: number };

/** Every brand's installable-app icons: `icons/<tenant>/<file>` in dist, from the brand colour. */
export function pwaIconFiles(brands: Record<string, { id: string; theme: { primaryColor: string } }> = tenants): IconFile[] {
  return Object.values(brands).flatMap((tenant) =>
    appIconFiles.map((icon) => ({
      fileName: appIconPath(tenant.id, icon.file).slice(1),
      svg: appIconSvg(tenant.theme.primaryColor, icon.purpose),
      size: icon.size,
    })),
  );
}

/** PNG of `svg` at `size`×`size` pixels (the mark drawn sharp at every size, not scaled down from one bitmap). */
export function renderIcon(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Draws the icons of every brand's web app manifest at build time (192, 512, a maskable 512 and the
 * 180 px apple-touch-icon), so that no binary is kept in the repository and a brand's colour change
 * changes its icons. The server's manifest (modules/pwa) names them for its brand.
 */
export function pwaIcons(): Plugin {
  return {
    name: 'spesa-pwa-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of pwaIconFiles()) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await renderIcon(icon.svg, icon.size) });
      }
    },
  };
}
