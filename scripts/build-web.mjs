#!/usr/bin/env node
// Builds the web app: the browser bundles into dist/web, and the server's side of it (the
// pages it renders, src/web/entry-server.tsx) into dist/web-server. `npm run build:web`; `npm run build`,
// `npm test` and `npm start` (when out of date) run it.
import { spawnSync } from 'node:child_process';

const steps = [
  ['vite', 'build', '--logLevel', 'warn'],
  ['vite', 'build', '--ssr', '--logLevel', 'warn'],
];

for (const args of steps) {
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
