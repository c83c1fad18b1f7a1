#!/usr/bin/env node
// Builds the server and the operator commands into plain JavaScript (dist/server/main.js and
// dist/server/cli.js, with the chunks they share) that `node` runs without a TypeScript
// loader. esbuild bundles our own code, src/shared included, and resolves tsconfig.json's
// path aliases (@shared/*) on the way; every package stays an import of node_modules.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const projectFolder = path.resolve(import.meta.dirname, '..');
// Two folders down, like src/server/project-folder.ts, which finds the project from there.
const outDir = path.join(projectFolder, 'dist/server');

const result = await build({
  absWorkingDir: projectFolder,
  entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
  outdir: outDir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // What a command imports when it runs (src/server/cli.ts) is a chunk of its own, with the
  // packages only it needs.
  splitting: true,
  target: 'node20.19',
  // Stack traces name TypeScript lines when Node runs with --enable-source-maps.
  sourcemap: 'linked',
  logLevel: 'warning',
  write: false,
});

// Each file replaces the last whole (written beside it, then renamed), so a server starting
// while another process rebuilds never reads half a file.
mkdirSync(outDir, { recursive: true });
for (const file of result.outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
// Chunks of earlier builds that this one no longer has (their names are their contents' hash).
const written = new Set(result.outputFiles.map((file) => path.basename(file.path)));
for (const name of readdirSync(outDir)) {
  if (/^chunk-\w+\.js(\.map)?$/.test(name) && !written.has(name)) rmSync(path.join(outDir, name));
}
