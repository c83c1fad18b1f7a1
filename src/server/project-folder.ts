import path from 'node:path';

/**
 * The project's folder, where the server finds its SQL migrations and the built web app.
 * This file is two folders down from it both as a source (src/server/project-folder.ts, run
 * by tsx and the tests) and bundled into the built server (dist/server/main.js and cli.js,
 * scripts/build-server.mjs), so one relative path serves both.
 */
export const projectFolder = path.resolve(import.meta.dirname, '../..');
