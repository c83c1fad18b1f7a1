import * as cheerio from 'cheerio';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../src/server/model/schema';
import { createAccount, createPerson, provenBySite } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const ids = {
  verified: 0,
  moderated: 0,
  proven: 0,
  pending: 0,
  rejected: 0,
  deleted: 0,
  ofDeletedPerson: 0,
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const person = await createPerson(db);
  const removedPerson = await createPerson(db);
  await db.update(people).set({ isDeleted: true }).where(eq(people.id, removedPerson.id));
  ids.verified = (
    await createAccount(db, { personId: person.id, status: 'verified', decisionBasis: 'community' })
  ).id;
  ids.moderated = (
    await createAccount(db, {
      personId: person.id,
      platform: 'GitHub',
      status: 'verified',
      decisionBasis: 'moderator',
    })
  ).id;
  ids.proven = (
    await createAccount(db, {
      personId: person.id,
      platform: 'Mastodon',
      username: 'ada@social.example',
      status: 'verified',
      decisionBasis: 'community',
      provenChain: provenBySite('ada.example'),
    })
  ).id;
  ids.pending = (await createAccount(db, { personId: person.id, platform: 'TikTok' })).id;
  ids.rejected = (await createAccount(db, { personId: person.id, status: 'rejected' })).id;
  ids.deleted = (
    await createAccount(db, { personId: person.id, status: 'verified', isDeleted: true })
  ).id;
  ids.ofDeletedPerson = (
    await createAccount(db, { personId: removedPerson.id, status: 'verified' })
  ).id;
});
afterAll(() => ctx.close());

const badge = (id: number | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/badge/${id}.svg`, headers });

/** What a reader of the image learns: its accessible name and the words drawn on it. */
function wordsOf(svg: string) {
  const $ = cheerio.load(svg, { xml: true });
  return {
    name: $('svg').attr('aria-label'),
    title: $('svg > title').text(),
    drawn: $('text')
      .map((_index, text) => $(text).text())
      .get(),
  };
}

/** The image as a browser draws it; librsvg refuses anything that is not well-formed XML. */
async function rendered(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).png().raw().toBuffer({
    resolveWithObject: true,
  });
  // The colour of the state's part, a few pixels in from its top left corner.
  const offset = (4 * info.width + 4) * info.channels;
  return {
    width: info.width,
    height: info.height,
    stateColour: [...data.subarray(offset, offset + 3)],
  };
}

describe('GET /badge/{accountId}.svg', () => {
  it('says the tier of a verified account, each in a colour of its own', async () => {
    const looks = [];
    for (const id of [ids.proven, ids.moderated, ids.verified]) {
      const response = await badge(id);
      expect(response.statusCode).toBe(200);
      looks.push({
        ...wordsOf(response.body),
        colour: (await rendered(response.body)).stateColour,
      });
    }
    expect(looks).toEqual([
      {
        name: 'Proven on VerifiedVoices',
        title: 'Proven on VerifiedVoices',
        drawn: ['✓ Proven', 'on VerifiedVoices'],
        colour: [0x2e, 0x7d, 0x32],
      },
      {
        name: 'Verified by a moderator on VerifiedVoices',
        title: 'Verified by a moderator on VerifiedVoices',
        drawn: ['✓ Verified by a moderator', 'on VerifiedVoices'],
        colour: [0x1d, 0x4e, 0xd8],
      },
      {
        name: 'Verified by the community on VerifiedVoices',
        title: 'Verified by the community on VerifiedVoices',
        drawn: ['✓ Verified by the community', 'on VerifiedVoices'],
        colour: [0x3f, 0x62, 0x12],
      },
    ]);
  });

  it('shows a verified account as verified, as a cacheable SVG image that runs nothing', async () => {
    const response = await badge(ids.verified);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);

    expect(wordsOf(response.body).drawn).toEqual([
      '✓ Verified by the community',
      'on VerifiedVoices',
    ]);
    const image = await rendered(response.body);
    expect(image.height).toBe(20);
    expect(image.width).toBeGreaterThan(150);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await badge(ids.verified);
    const again = await badge(ids.verified, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('shows a pending account as pending', async () => {
    const response = await badge(ids.pending);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(wordsOf(response.body)).toEqual({
      name: 'Pending on VerifiedVoices',
      title: 'Pending on VerifiedVoices',
      drawn: ['Pending', 'on VerifiedVoices'],
    });
    expect((await rendered(response.body)).stateColour).toEqual([0xb4, 0x53, 0x09]);
  });

  it('answers a neutral "Not verified" image with 404 for a rejected, removed or unknown account', async () => {
    const hidden = [ids.rejected, ids.deleted, ids.ofDeletedPerson, 2_000_000_000];
    for (const id of hidden) {
      const response = await badge(id);
      expect(response.statusCode, `account ${id}`).toBe(404);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(wordsOf(response.body)).toEqual({
        name: 'Not verified on VerifiedVoices',
        title: 'Not verified on VerifiedVoices',
        drawn: ['Not verified', 'on VerifiedVoices'],
      });
      const image = await rendered(response.body);
      expect(image).toMatchObject({ height: 20, stateColour: [0x6b, 0x72, 0x80] });
    }
  });

  it('refuses an id that is not a positive whole number with a JSON 400, like the API', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await badge(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toMatchObject({
        message: 'accountId must be a positive whole number',
      });
    }
  });

  it('is described in the OpenAPI document as an SVG image', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    const operation = document.paths['/badge/{accountId}.svg'].get;
    expect(operation.description).toContain('SVG');
    expect(Object.keys(operation.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(Object.keys(operation.responses['404'].content)).toEqual(['image/svg+xml']);
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'accountId', in: 'path', required: true }),
    ]);
  });
});
