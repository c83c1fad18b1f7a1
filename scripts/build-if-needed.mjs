#!/usr/bin/env node
// `npm start` serves the built web app: build it first when it is missing or older
// than its sources, so a fresh clone needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const builtIndex = path.resolve('dist/web/index.html');
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))),
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesChangedAt = Math.max(
  ...sources.filter((entry) => existsSync(entry)).map(newestChange),
);
if (builtAt < sourcesChangedAt) {
  console.log('Building the web app…');
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(
    `Built the web app in ${Math.round((Date.now() - started) / 1000)} s; starting the server…`,
  );
}
