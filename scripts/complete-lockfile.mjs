#!/usr/bin/env node
// The package registry this project installs from serves only the Linux builds of some
// native packages (Tailwind's oxide, unrs-resolver): `npm install` then leaves the other
// platforms' optional packages out of package-lock.json, and `npm ci` refuses the lock as
// "missing" them. This records each such optional package by name and version, so `npm ci`
// accepts the lock; installing skips the ones this machine cannot use, as it would anyway.
// Safe to run any number of times; run it after every dependency change.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = { version, ...(entry.dev && { dev: true }), optional: true };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  `package-lock.json: recorded ${added} optional platform package(s) the registry does not serve`,
);
