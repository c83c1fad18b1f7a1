import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/** Where the server's side of the web app is built (`vite build --ssr`); the server loads it from there. */
const serverBuildDir = path.resolve(import.meta.dirname, 'dist/web-server');

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  // Gzip and Brotli copies of every text asset, served by @fastify/static (preCompressed)
  // to browsers that accept them, so no request spends CPU compressing.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ threshold: 1024 })])],
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@web': path.resolve(import.meta.dirname, 'src/web'),
    },
  },
  // The server build carries its packages with it: the server runs it without the web app's
  // packages (development dependencies) being resolved at run time.
  // The server's copy of a package must draw what the browser's draws (lucide-react's
  // CommonJS build, which Node's condition picks, names some icons differently), so modules
  // are preferred as in the browser build.
  ssr: { noExternal: true, resolve: { conditions: ['module', 'node', 'development|production'] } },
  build: isSsrBuild
    ? {
        outDir: serverBuildDir,
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: path.resolve(import.meta.dirname, 'src/web/entry-server.tsx') },
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/web'),
        emptyOutDir: true,
        // Maps are written for reading stack traces here, never referenced by the bundles; the
        // server does not serve them (src/server/pages/web-app.ts).
        sourcemap: 'hidden' as const,
        // Read by scripts/check-bundle-size.mjs (the home page's JavaScript budget).
        manifest: true,
      },
  server: {
    port: 5173,
    // '/api/', not '/api': a bare prefix would also send the /api-docs page to the server.
    proxy: { '/api/': apiTarget },
  },
}));
