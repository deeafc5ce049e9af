/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './build-plugins/precompress';
import { spaRoutes } from './build-plugins/spa-routes';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8000';

export default defineConfig(({ command }) => ({
  plugins: [react(), spaRoutes(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(__dirname, 'src') },
      // react-router's package exports only point at its development build (warnings and checks included);
      // the production build it ships beside it is the same API without them.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
