import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildVersion } from './build/build-version';
import { bundleStats } from './build/bundle-stats';
import { chunkLoadGuard } from './build/chunk-load-guard';
import { i18nSections } from './build/i18n-sections';
import { landingChunks } from './build/landing-chunks';
import { muiWithoutCssVariables } from './build/mui-without-css-variables';
import { precompress } from './build/precompress';
import { pwaIcons } from './build/pwa-icons';
import { routePreload } from './build/route-preload';
import { unusedHoistStatics } from './build/unused-hoist-statics';
import { firstPaintKeys, laterTextSections } from './src/i18n/text-sections';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** The pages a visit usually starts on, whose code index.html asks for at once (see build/route-preload.ts). */
const landingRoutes = [
  { name: 'home', path: '^/$', modules: ['src/app/routes/home.tsx'] },
  {
    name: 'category',
    path: '^/category/',
    modules: ['src/app/routes/catalogue/catalogue-layout.tsx', 'src/app/routes/catalogue/category.tsx'],
  },
  {
    name: 'product',
    path: '^/product/',
    modules: ['src/app/routes/catalogue/catalogue-layout.tsx', 'src/app/routes/catalogue/product.tsx'],
  },
  {
    name: 'search',
    path: '^/search$',
    modules: ['src/app/routes/catalogue/catalogue-layout.tsx', 'src/app/routes/catalogue/search.tsx'],
  },
];

/**
 * The chunks of the landing routes' modules (`home-<hash>.js`, `landing-category-product-search-<hash>.js`…,
 * see build/landing-chunks.ts): moving between those pages stays one round trip (the route's chunk and
 * its imports asked for at once).
 */
const landingChunk = new RegExp(
  `^assets/(${landingRoutes.map((route) => route.name).join('|')}|landing-[a-z-]+)-[\\w-]{8}\\.js$`,
);

/**
 * React Router 7's package exports only its development build (with dev-only warnings and checks;
 * remix-run/react-router#12532), whatever the mode: a production build takes the production one it
 * ships beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            {
              find: /^use-sync-external-store\/shim$/,
              replacement: fileURLToPath(new URL('./build/react-use-sync-external-store.ts', import.meta.url)),
            },
          ]
        : [],
  },
  plugins: [
    react(),
    i18nSections({ later: laterTextSections, keep: firstPaintKeys }),
    muiWithoutCssVariables(),
    unusedHoistStatics(),
    landingChunks(landingRoutes),
    routePreload(landingRoutes),
    precompress(),
    bundleStats(),
    buildVersion(),
    // The installable app (docs/decisions/0032): every lazy import under the chunk-reload rule, the
    // brands' icons, and the service worker (src/service-worker/sw.ts) with the list of files to precache.
    chunkLoadGuard(fileURLToPath(new URL('./src/lib/chunk-reload.ts', import.meta.url))),
    pwaIcons(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The app registers it itself (src/features/pwa/register-service-worker.ts); the server serves the manifest.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell's hashed scripts, styles and fonts; never index.html (pages come from the network).
        globPatterns: ['assets/**/*.{js,css,woff2}'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/ebsn': apiTarget, '/images': apiTarget, '/version.json': apiTarget, '/p/wp-json': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Chromium (the only browser the shop is tested in) and every current browser know modulepreload.
      polyfill: false,
      // Vite writes, in the entry, the list of every lazy chunk's imports to ask for with it: 3.7 KB gzip
      // of file names for some 50 lazy imports. Kept for the landing routes only; any other lazy chunk
      // (account, checkout, back office, dialogs) asks for its imports itself once it arrives (Rollup
      // hoists them into it, so one round trip more, not a cascade). Entry −3.1 KB gzip.
      resolveDependencies: (file, deps) => (landingChunk.test(file) ? deps : []),
    },
    chunkSizeWarningLimit: 600,
    // Terser makes the scripts ~3 % smaller than esbuild after gzip (about 6 KB of a page's first load).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // dist/.vite/manifest.json: which files each module became (the bench reads the pages' chunks from it).
    manifest: true,
  },
}));
