import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // Gzip and Brotli copies of every text asset, served by @fastify/static (preCompressed)
  // to browsers that accept them, so no request spends CPU compressing.
  plugins: [react(), tailwindcss(), compression({ threshold: 1024 })],
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@web': path.resolve(import.meta.dirname, 'src/web'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // Maps are written for reading stack traces here, never referenced by the bundles; the
    // server does not serve them (src/server/plugins/web-app.ts).
    sourcemap: 'hidden',
    // Read by scripts/check-bundle-size.mjs (the home page's JavaScript budget).
    manifest: true,
  },
  server: {
    port: 5173,
    // '/api/', not '/api': a bare prefix would also send the /api-docs page to the server.
    proxy: { '/api/': apiTarget },
  },
});
