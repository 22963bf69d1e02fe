/// <reference types="vitest/config" />
// Build, dev-server and unit-test configuration of the Aplauso web app.
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const devApiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';
const apiBase = (process.env.VITE_API_BASE_URL ?? '/api').replace(/\/+$/, '') || '/api';

/** The two reads every cold start makes before it can paint (the Spanish glossary, also the
 *  fallback of an English UI, and the host's branding) start with the HTML instead of after the
 *  entry's JavaScript has run. Same mode and credentials as the app's fetch calls. */
function preloadStartupReads(): Plugin {
  return {
    name: 'aplauso-preload-startup-reads',
    transformIndexHtml: () =>
      [`${apiBase}/locales/es/glossary.json`, `${apiBase}/org/branding`].map((href) => ({
        tag: 'link',
        attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
        injectTo: 'head',
      })),
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadStartupReads(),
    // The server serves these precompressed files next to the originals.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  server: {
    port: 5173,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: devApiTarget, changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    // Vitest leaves a core free by default: on CI's two cores that is one worker, and the unit
    // tests take half as long again (164 s against 108 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
