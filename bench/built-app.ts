import { readFileSync } from 'node:fs';

/** The app as `npm start` runs it: built to plain JavaScript, no TypeScript loader in it. */
export const BUILT_SERVER = 'dist/server/main.js';

/** The Node flags `npm start` gives the app (its heap's size), read from package.json. */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: { start: string };
  };
  const flags = /\bnode((?: --\S+)*) dist\/server\/main\.js/.exec(scripts.start)?.[1] ?? '';
  return flags.split(' ').filter(Boolean);
}
