import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

const SITE = 'https://directory.example';
const SITE_IMAGE = `${SITE}/share-image.png`;
/** The file the web app's build copies from its public folder. */
const shareImageFile = readFileSync(
  path.resolve(import.meta.dirname, '../../src/web/public/share-image.png'),
);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages({ PUBLIC_URL: SITE }, { 'share-image.png': shareImageFile });
});
afterAll(() => ctx.close());

/** The picture tags a link preview reads from a page, without running any script. */
async function pictureTags(url: string, status = 200) {
  const response = await ctx.app.inject(url);
  expect(response.statusCode, response.body).toBe(status);
  const $ = cheerio.load(response.body);
  const content = (selector: string) => $(`head ${selector}`).attr('content');
  return {
    image: content('meta[property="og:image"]'),
    width: content('meta[property="og:image:width"]'),
    height: content('meta[property="og:image:height"]'),
    twitterCard: content('meta[name="twitter:card"]'),
    twitterImage: content('meta[name="twitter:image"]'),
  };
}

const siteImageTags = {
  image: SITE_IMAGE,
  width: '1200',
  height: '630',
  twitterCard: 'summary_large_image',
  twitterImage: SITE_IMAGE,
};

describe('the site’s share image', () => {
  it('is the picture of a person page without a photo', async () => {
    const person = await createPerson(ctx.database.db, { firstName: 'Nophoto' });
    expect(await pictureTags(`/people/${person.slug}`)).toEqual(siteImageTags);
  });

  it('is the picture of the home page, the other pages and the not-found page', async () => {
    expect(await pictureTags('/')).toEqual(siteImageTags);
    expect(await pictureTags('/community')).toEqual(siteImageTags);
    expect(await pictureTags('/people/nobody-here', 404)).toEqual(siteImageTags);
  });

  it('gives way to a person’s own photo', async () => {
    const person = await createPerson(ctx.database.db, {
      firstName: 'Withphoto',
      profileImageUrl: '/uploads/withphoto.webp',
    });
    expect(await pictureTags(`/people/${person.slug}`)).toEqual({
      image: `${SITE}/uploads/withphoto.webp`,
      width: undefined,
      height: undefined,
      twitterCard: 'summary_large_image',
      twitterImage: `${SITE}/uploads/withphoto.webp`,
    });
  });

  it('is served as a 1200×630 PNG', async () => {
    const response = await ctx.app.inject('/share-image.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });
});
