import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

/** The files the web app's build copies from its public folder. */
const publicFile = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../src/web/public', name));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages(
    {},
    { 'favicon.ico': publicFile('favicon.ico'), 'favicon.svg': publicFile('favicon.svg') },
  );
});
afterAll(() => ctx.close());

/** The width and height of each picture in an ICO file (its directory, 0 meaning 256). */
function iconSizes(ico: Buffer): string[] {
  expect(ico.readUInt16LE(0), 'reserved').toBe(0);
  expect(ico.readUInt16LE(2), 'type: icon').toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + index * 16;
    return `${ico[entry] || 256}x${ico[entry + 1] || 256}`;
  });
}

describe('the site icon', () => {
  // Browsers, feed readers and bookmarks ask for /favicon.ico whatever the page names; a 404
  // there shows up as an error in the browser's console.
  it('is served at /favicon.ico as an icon of 16 and 32 pixels', async () => {
    const response = await ctx.app.inject('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(iconSizes(response.rawPayload)).toEqual(['16x16', '32x32']);
  });

  it('is named by every page, the SVG for browsers that draw it and the ICO for the rest', async () => {
    const response = await ctx.app.inject('/');
    const $ = cheerio.load(response.body);
    const icons = $('head link[rel="icon"]')
      .map((_, link) => `${$(link).attr('href')} ${$(link).attr('type') ?? $(link).attr('sizes')}`)
      .get();
    expect(icons).toEqual(['/favicon.ico 32x32', '/favicon.svg image/svg+xml']);
    expect((await ctx.app.inject('/favicon.svg')).headers['content-type']).toMatch(
      /^image\/svg\+xml/,
    );
  });
});
