import * as cheerio from 'cheerio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_DESCRIPTION, PRODUCT_TAGLINE } from '../../src/shared/constants';
import { people } from '../../src/server/model/schema';
import { countSitemapPages, type SitemapPaging, sitemapUrls } from '../../src/server/pages/sitemap';
import { renderSitemapIndex } from '../../src/server/pages/sitemap-xml';
import {
  categoryId,
  createAccount,
  createPerson,
  createUser,
  provenBySite,
} from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

const SITE = 'https://directory.example';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages({ PUBLIC_URL: SITE });
});
afterAll(() => ctx.close());

async function page(url: string, status = 200) {
  const response = await ctx.app.inject(url);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return { html: response.body, $: cheerio.load(response.body) };
}

/** The head as a search engine reads it, without running any script. */
function readHead($: cheerio.CheerioAPI) {
  const content = (selector: string) => $(`head ${selector}`).attr('content');
  const jsonLd = $('head script[type="application/ld+json"]');
  return {
    title: $('head title').text(),
    titles: $('head title').length,
    description: content('meta[name="description"]'),
    og: Object.fromEntries(
      $('head meta[property^="og:"]')
        .toArray()
        .map((tag) => [$(tag).attr('property')!.slice(3), $(tag).attr('content')]),
    ),
    twitter: Object.fromEntries(
      $('head meta[name^="twitter:"]')
        .toArray()
        .map((tag) => [$(tag).attr('name')!.slice(8), $(tag).attr('content')]),
    ),
    canonical: $('head link[rel="canonical"]').attr('href'),
    jsonLd: jsonLd.length ? (JSON.parse(jsonLd.text()) as Record<string, unknown>) : undefined,
    scripts: $('script').length,
  };
}

const rootElements = ($: cheerio.CheerioAPI) =>
  $.root()
    .children()
    .toArray()
    .map((element) => element.name);

describe('the head of a person page', () => {
  it('names the person, their work and verified accounts, and links the canonical slug address; sameAs claims the proven and moderator-verified ones only', async () => {
    const db = ctx.database.db;
    const ada = await createPerson(db, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      profession: 'Mathematician',
      categoryId: await categoryId(db, 'Musicians'),
      profileImageUrl: '/uploads/ada.webp',
    });
    await createAccount(db, {
      personId: ada.id,
      platform: 'Instagram',
      username: '@ada_insta',
      status: 'verified',
      decisionBasis: 'community',
      provenChain: provenBySite('ada.example'),
    });
    await createAccount(db, {
      personId: ada.id,
      platform: 'Twitter',
      username: 'ada_x',
      url: 'example.org/ada',
      status: 'verified',
      decisionBasis: 'moderator',
    });
    // Votes alone say who the community believes, not who the person is: no sameAs.
    await createAccount(db, {
      personId: ada.id,
      platform: 'GitHub',
      username: 'ada_votes',
      status: 'verified',
      decisionBasis: 'community',
    });
    await createAccount(db, { personId: ada.id, platform: 'YouTube', status: 'pending' });
    await createAccount(db, { personId: ada.id, platform: 'TikTok', status: 'rejected' });
    await createAccount(db, {
      personId: ada.id,
      platform: 'Facebook',
      status: 'verified',
      isDeleted: true,
    });

    const title = 'Ada Lovelace – Mathematician | VerifiedVoices';
    const description =
      'Ada Lovelace (Mathematician, Musicians): 3 verified social media accounts on Instagram, Twitter and GitHub, checked by the VerifiedVoices community.';
    const url = `${SITE}/people/ada-lovelace`;
    const image = `${SITE}/uploads/ada.webp`;
    for (const address of ['/people/ada-lovelace', `/people/${ada.id}`, '/people/Ada-Lovelace']) {
      const head = readHead((await page(address)).$);
      expect(head).toMatchObject({ title, titles: 1, description, canonical: url });
      expect(head.og).toEqual({
        site_name: 'VerifiedVoices',
        type: 'profile',
        title,
        description,
        url,
        image,
      });
      expect(head.twitter).toEqual({
        card: 'summary_large_image',
        title,
        description,
        image,
      });
      expect(head.jsonLd).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Ada Lovelace',
        givenName: 'Ada',
        familyName: 'Lovelace',
        jobTitle: 'Mathematician',
        image,
        url,
        description,
        sameAs: expect.any(Array),
      });
      // The Twitter account's kept url points elsewhere: sameAs is its profile address.
      expect((head.jsonLd!.sameAs as string[]).sort()).toEqual([
        'https://instagram.com/ada_insta',
        'https://x.com/ada_x',
      ]);
    }
  });

  it('has the site’s share image and an empty sameAs for a person without photo or verified accounts', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db, { firstName: 'Grace', profession: 'Admiral' });
    await createAccount(db, { personId: person.id, status: 'pending' });
    const head = readHead((await page(`/people/${person.id}`)).$);
    expect(head.description).toBe(
      `Grace ${person.lastName} (Admiral, Actors): no verified social media accounts yet, checked by the VerifiedVoices community.`,
    );
    expect(head.og.image).toBe(`${SITE}/share-image.png`);
    expect(head.twitter.card).toBe('summary_large_image');
    expect(head.jsonLd).toMatchObject({ sameAs: [] });
    expect(head.jsonLd).not.toHaveProperty('image');
  });

  it('keeps names with markup inert: escaped in tags, \\u003c in the JSON-LD, no extra script', async () => {
    const firstName = '</script><script>alert(1)</script>';
    const lastName = `O"Brien & 'Co' <!--`;
    const person = await createPerson(ctx.database.db, {
      firstName,
      lastName,
      profession: '"><img src=x onerror=alert(2)>',
    });
    const { html, $ } = await page(`/people/${person.id}`);
    const head = readHead($);
    const name = `${firstName} ${lastName}`;
    expect(head.jsonLd).toMatchObject({ name, givenName: firstName, familyName: lastName });
    expect(head.title).toBe(`${name} – "><img src=x onerror=alert(2)> | VerifiedVoices`);
    expect(head.og.title).toBe(head.title);
    // The web app's own module script and the JSON-LD block, nothing more.
    expect(head.scripts).toBe(2);
    expect($('img')).toHaveLength(0);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img');
  });

  it('answers an unknown person with the web app and a 404, titled as not found', async () => {
    const head = readHead((await page('/people/nobody-here', 404)).$);
    expect(head).toMatchObject({
      title: 'Person Not Found | VerifiedVoices',
      description: PRODUCT_DESCRIPTION,
    });
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toBeUndefined();
  });
});

describe('the head of the other pages', () => {
  it('is the product tagline and description; only the home page names a canonical address', async () => {
    const home = readHead((await page('/')).$);
    expect(home).toMatchObject({
      title: PRODUCT_TAGLINE,
      description: PRODUCT_DESCRIPTION,
      canonical: `${SITE}/`,
      jsonLd: undefined,
    });
    expect(home.og).toMatchObject({ type: 'website', url: `${SITE}/` });
    expect(readHead((await page('/?search=ada')).$).canonical).toBe(`${SITE}/`);

    const community = readHead((await page('/community')).$);
    expect(community).toMatchObject({ title: PRODUCT_TAGLINE, canonical: undefined });
    expect(community.og.url).toBeUndefined();
  });
});

describe('the status of a page address', () => {
  it('is 200 for every page of the app, whatever its query or trailing slash', async () => {
    for (const address of [
      '/',
      '/?search=ada&page=2',
      '/auth?tab=register',
      '/auth-test-simple',
      '/forgot-password',
      '/auth/reset-password/some-token',
      '/contact',
      '/api-docs',
      '/community/',
      '/check',
      '/check?url=https%3A%2F%2Fx.com%2Fname',
      '/add',
      '/privacy',
      '/terms',
      '/profile',
      '/change-password',
      '/admin',
    ])
      await page(address, 200);
  });

  it('is 404, with the web app to show its not-found view, for an address without a page', async () => {
    for (const address of ['/no-such-page', '/people', '/community/extra', '/auth/other', '/x/y'])
      expect(readHead((await page(address, 404)).$).title).toBe(PRODUCT_TAGLINE);
  });

  it('is 200 for the profile of a user and 404 for an unknown or deleted one', async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { username: 'Profiled_One' });
    const gone = await createUser(db, { deletedAt: new Date() });
    await page(`/users/${user.username}`, 200);
    await page('/users/profiled_one', 200);
    expect(readHead((await page('/users/nobody_at_all', 404)).$).title).toBe(
      'User Not Found | VerifiedVoices',
    );
    expect(readHead((await page(`/users/${gone.username}`, 404)).$).title).toBe(
      'User Not Found | VerifiedVoices',
    );
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API and private pages, names the sitemap', async () => {
    const response = await ctx.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Allow: /api/openapi.json',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /profile',
      'Disallow: /change-password',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});

describe('the sitemap', () => {
  // A database of its own, so that the listed people are exactly the ones made here.
  let site: TestContext;
  const listed: { path: string; lastmod: string }[] = [];

  beforeAll(async () => {
    site = await createTestAppWithPages({ PUBLIC_URL: SITE });
    const db = site.database.db;
    const early = await createPerson(db, {
      firstName: 'Early',
      lastName: "O'Hara & Sons",
      addedAt: new Date('2024-01-01T00:00:00Z'),
    });
    await createAccount(db, {
      personId: early.id,
      status: 'verified',
      submittedAt: new Date('2024-02-01T00:00:00Z'),
      verifiedAt: new Date('2024-03-01T00:00:00Z'),
    });
    const deleted = await createPerson(db);
    await db.update(people).set({ isDeleted: true }).where(eq(people.id, deleted.id));
    const plain = await createPerson(db, {
      firstName: 'Zoë',
      lastName: 'Plain',
      addedAt: new Date('2024-05-06T07:08:09Z'),
    });
    const merged = await createPerson(db);
    await db
      .update(people)
      .set({ isDeleted: true, mergedIntoId: plain.id })
      .where(eq(people.id, merged.id));
    const latest = await createPerson(db, {
      firstName: 'Last',
      lastName: 'One',
      addedAt: new Date('2024-06-01T00:00:00Z'),
    });
    await createAccount(db, {
      personId: latest.id,
      status: 'pending',
      submittedAt: new Date('2024-07-01T00:00:00Z'),
    });
    listed.push(
      { path: "/people/early-o'hara-%26-sons", lastmod: '2024-03-01T00:00:00.000Z' },
      { path: '/people/zo%C3%AB-plain', lastmod: '2024-05-06T07:08:09.000Z' },
      { path: '/people/last-one', lastmod: '2024-07-01T00:00:00.000Z' },
    );
  });
  afterAll(() => site.close());

  const sitePages = ['/', '/community', '/api-docs'].map((path) => ({ path, lastmod: undefined }));

  function readUrlset(xml: string) {
    const $ = cheerio.load(xml, { xml: true });
    expect(rootElements($)).toEqual(['urlset']);
    expect($('urlset').attr('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return $('url')
      .toArray()
      .map((url) => ({
        path: $(url).find('loc').text().slice(SITE.length),
        lastmod: $(url).find('lastmod').text() || undefined,
      }));
  }

  it('lists the home page, /community, /api-docs and every public person page with lastmod', async () => {
    const response = await site.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(response.body).toContain(
      '<loc>https://directory.example/people/early-o&#39;hara-%26-sons</loc>',
    );
    expect(readUrlset(response.body)).toEqual([...sitePages, ...listed]);

    const first = await site.app.inject('/sitemap-1.xml');
    expect(first.body).toBe(response.body);
    expect((await site.app.inject('/sitemap-2.xml')).statusCode).toBe(404);
    expect((await site.app.inject('/sitemap-0.xml')).statusCode).toBe(400);
  });

  it('splits into pages of the page size, read in id order a batch at a time', async () => {
    const db = site.database.db;
    const read = async (page: number, paging: SitemapPaging) => {
      const batches = [];
      for await (const batch of sitemapUrls(db, page, paging)) batches.push(batch);
      return batches.map((batch) => batch.map(({ path }) => path));
    };
    const [early, plain, latest] = listed.map(({ path }) => path);
    expect(await countSitemapPages(db, { pageSize: 2 })).toBe(3);
    expect(await countSitemapPages(db, { pageSize: 6 })).toBe(1);
    expect(await read(1, { pageSize: 2 })).toEqual([['/', '/community']]);
    expect(await read(2, { pageSize: 2 })).toEqual([['/api-docs'], [early]]);
    expect(await read(3, { pageSize: 2 })).toEqual([[plain, latest]]);
    expect(await read(4, { pageSize: 2 })).toEqual([]);
    expect(await read(1, { pageSize: 6, batchSize: 2 })).toEqual([
      ['/', '/community', '/api-docs'],
      [early, plain],
      [latest],
    ]);
    expect(await read(2, { pageSize: 3, batchSize: 1 })).toEqual([[early], [plain], [latest]]);
  });

  it('is an index of the sitemap pages past the page size', () => {
    const $ = cheerio.load(renderSitemapIndex(3, SITE), { xml: true });
    expect(rootElements($)).toEqual(['sitemapindex']);
    expect(
      $('sitemap > loc')
        .toArray()
        .map((loc) => $(loc).text()),
    ).toEqual([1, 2, 3].map((page) => `${SITE}/sitemap-${page}.xml`));
  });
});
