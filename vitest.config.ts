import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The web app's and the server's own import aliases (tsconfig.json paths). */
const resolve = {
  alias: {
    '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    '@web': path.resolve(import.meta.dirname, 'src/web'),
  },
};

export default defineConfig({
  test: {
    // PGlite is single-threaded WASM; two workers keep both cores busy without thrashing.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          // Each file builds its own app on its own database copy; sharing the module cache
          // between a worker's files saves importing the whole server again for each.
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          setupFiles: [
            'tests/helpers/fail-on-console-error.ts',
            'tests/helpers/one-statement-per-connection.ts',
          ],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real server processes, PostgreSQL and Redis under faults: run on their own
        // (`node scripts/test.mjs --reliability`), one file at a time.
        resolve,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
