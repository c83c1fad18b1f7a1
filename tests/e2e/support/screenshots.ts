import { mkdirSync } from 'node:fs';

/** Where the browser tests leave their screenshots, for a person to look at. */
const SHOTS = '/tmp/shots';

/** The sizes pages are looked at in: a phone and a desktop. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Where screenshot `name` goes (its folder made when missing). */
export function shotPath(name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return `${SHOTS}/${name}.png`;
}

/** A moment `days` days ago, as the API writes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
