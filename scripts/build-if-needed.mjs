#!/usr/bin/env node
// `npm start` runs the built server (dist/server) and serves the built web app (dist/web):
// build each one that is missing or older than its sources, so a fresh clone needs only
// `npm install && npm start`. `node scripts/build-if-needed.mjs server` looks at the server
// alone (the operator commands need no web app).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const projectFolder = path.resolve(import.meta.dirname, '..');

const targets = {
  web: {
    title: 'the web app',
    outputs: ['dist/web/index.html', 'dist/web-server/entry-server.js'],
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'],
    command: [process.execPath, 'scripts/build-web.mjs'],
  },
  server: {
    title: 'the server',
    outputs: ['dist/server/main.js', 'dist/server/cli.js'],
    sources: [
      'src/server',
      'src/shared',
      'tsconfig.json',
      'scripts/build-server.mjs',
      'package-lock.json',
    ],
    command: [process.execPath, 'scripts/build-server.mjs'],
  },
};

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))),
  );
}

function builtAt(outputs) {
  return Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
}

function buildIfNeeded({ title, outputs, sources, command }) {
  const sourcesChangedAt = Math.max(
    ...sources.filter((entry) => existsSync(entry)).map(newestChange),
  );
  if (builtAt(outputs) >= sourcesChangedAt) return;
  console.log(`Building ${title}…`);
  const started = Date.now();
  const [program, ...args] = command;
  const result = spawnSync(program, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built ${title} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

process.chdir(projectFolder);
const wanted = process.argv.slice(2);
for (const name of wanted.length > 0 ? wanted : Object.keys(targets)) {
  if (!targets[name]) {
    console.error(`build-if-needed: no target "${name}" (${Object.keys(targets).join(', ')})`);
    process.exit(2);
  }
  buildIfNeeded(targets[name]);
}
