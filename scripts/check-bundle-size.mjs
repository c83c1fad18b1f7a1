#!/usr/bin/env node
// The home page's JavaScript budget: sums the gzipped size of every script the home page
// loads before it can render (the entry, the chunks it imports statically, which
// dist/web/index.html modulepreloads, and the home route's lazy chunk with its own static
// imports), read from the Vite manifest (dist/web/.vite/manifest.json), and fails above
// 149 kB (149 × 1000 bytes). `npm run check:size`; `npm test` runs it after the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 149 * 1000;
export const HOME_ROUTE = 'routes/home.tsx';

/**
 * The output files (`assets/…js`) a page loads before rendering: each start key's chunk
 * and, transitively, the chunks they import statically (dynamic imports are left out),
 * each once, in load order.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @param {string[]} startKeys manifest keys; the entry is found by `isEntry` when omitted
 * @returns {string[]}
 */
export function initialFiles(manifest, startKeys = entryKeys(manifest)) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of startKeys) visit(key);
  return files;
}

/** @param {Record<string, { isEntry?: boolean }>} manifest */
export function entryKeys(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length === 0) throw new Error('The Vite manifest has no entry chunk');
  return keys;
}

/**
 * Sizes each file with `sizeOf(file)` and compares the total with the budget.
 * @param {string[]} files
 * @param {(file: string) => number} sizeOf
 * @param {number} budget bytes
 */
export function measure(files, sizeOf, budget = BUDGET_BYTES) {
  const sizes = files.map((file) => ({ file, bytes: sizeOf(file) }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  return { sizes, total, budget, ok: total <= budget };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** The report: one line per file, largest first, then the total against the budget. */
export function formatReport({ sizes, total, budget, ok }) {
  const width = Math.max(...sizes.map(({ file }) => file.length), 5);
  const lines = [...sizes]
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file, bytes }) => `  ${file.padEnd(width)}  ${kB(bytes).padStart(10)}`);
  const verdict = ok
    ? `within the budget of ${kB(budget)} (1 kB = 1000 bytes)`
    : `OVER the budget of ${kB(budget)} (1 kB = 1000 bytes) by ${kB(total - budget)}`;
  return [
    `Home page initial JavaScript, gzipped (${sizes.length} files):`,
    ...lines,
    `  ${'total'.padEnd(width)}  ${kB(total).padStart(10)}  ${verdict}`,
  ].join('\n');
}

function main() {
  const outDir = path.resolve(process.argv[2] ?? 'dist/web');
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    console.error(
      `check-bundle-size: no Vite manifest at ${manifestFile}; run \`vite build\` first`,
    );
    process.exit(1);
  }
  const files = initialFiles(manifest, [...entryKeys(manifest), HOME_ROUTE]);
  const result = measure(files, (file) => gzipSync(readFileSync(path.join(outDir, file))).length);
  const report = formatReport(result);
  if (result.ok) console.log(report);
  else console.error(report);
  process.exit(result.ok ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
