import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appAliases } from './vite.config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: appAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
  },
});
