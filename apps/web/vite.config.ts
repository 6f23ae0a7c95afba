import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** The pages a visit usually starts on, whose code index.html asks for at once (see build/route-preload.ts). */
const landingRoutes = [
  { path: '^/$', modules: ['src/app/routes/home.tsx'] },
  {
    path: '^/category/',
    modules: ['src/app/routes/catalogue/catalogue-layout.tsx', 'src/app/routes/catalogue/category.tsx'],
  },
  {
    path: '^/product/',
    modules: ['src/app/routes/catalogue/catalogue-layout.tsx', 'src/app/routes/catalogue/product.tsx'],
  },
  { path: '^/search$', modules: ['src/app/routes/catalogue/catalogue-layout.tsx', 'src/app/routes/catalogue/search.tsx'] },
];

export default defineConfig({
  plugins: [react(), routePreload(landingRoutes), precompress()],
  server: {
    port: 5173,
    proxy: { '/ebsn': apiTarget, '/images': apiTarget, '/version.json': apiTarget, '/p/wp-json': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Terser makes the scripts ~3 % smaller than esbuild after gzip (about 6 KB of a page's first load).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // dist/.vite/manifest.json: which files each module became (the bench reads the pages' chunks from it).
    manifest: true,
  },
});
