import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorLinks, identityAnchors } from '../../src/server/model/schema';
import { createPerson, createUser } from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages({}, {}, { rendered: true });
});
afterAll(() => ctx.close());

type Source = 'moderator' | 'wikidata' | 'member';

/** Each test's person has a name of their own: Ada Sitesa, Ada Sitesb… */
let made = 0;

interface SiteGiven {
  source: Source;
  status?: 'suggested' | 'confirmed';
  /** The accounts its page linked to with rel="me" at its last read. */
  links?: { platform: string; username: string }[];
}

/**
 * A person with these official sites (set, suggested and confirmed by real users), and their
 * page as the server draws it for a visitor: the section's sentence and each listed site's
 * address, link, reason, origin line and links, as a reader sees them.
 */
async function pageWith(sites: SiteGiven[]) {
  const { db } = ctx.database;
  const moderator = await createUser(db, { role: 'admin' });
  const member = await createUser(db);
  const person = await createPerson(db, {
    firstName: 'Ada',
    lastName: `Sites${String.fromCharCode(97 + made++)}`,
  });
  const rows = await db
    .insert(identityAnchors)
    .values(
      sites.map(({ source, status = 'confirmed' }, index) => ({
        personId: person.id,
        url: `https://site${index}.example/about/`,
        host: `site${index}.example`,
        origin: `https://site${index}.example`,
        pathPrefix: '/about',
        reason: source === 'wikidata' ? 'Official website (P856) of Q7259' : 'Her agency lists it.',
        source,
        status,
        setById: source === 'member' ? member.id : source === 'moderator' ? moderator.id : null,
        confirmedById: status === 'confirmed' ? moderator.id : null,
        confirmedAt: status === 'confirmed' ? new Date(Date.now() - 3 * 86_400_000) : null,
      })),
    )
    .returning({ id: identityAnchors.id });
  const links = sites.flatMap((site, index) =>
    (site.links ?? []).map((link) => ({ anchorId: rows[index]!.id, ...link })),
  );
  if (links.length > 0) await db.insert(anchorLinks).values(links);

  const response = await ctx.app.inject(`/people/${person.slug}`);
  expect(response.statusCode).toBe(200);
  const $ = cheerio.load(response.body);
  const section = $('section[aria-labelledby="official-sites-heading"]');
  const listed = section
    .find('[data-testid="official-sites"] > li')
    .toArray()
    .map((item) => {
      const link = $(item).find('a').first();
      return {
        text: link.text(),
        href: link.attr('href'),
        lines: $(item)
          .children('p')
          .toArray()
          .map((line) => $(line).text()),
        links: $(item)
          .find('li')
          .toArray()
          .map((link) => $(link).text()),
      };
    });
  return {
    name: `Ada ${person.lastName}`,
    moderator: moderator.username,
    member: member.username,
    found: section.length,
    sentence: section.find('p').first().text(),
    listed,
  };
}

describe('the official sites of a person page', () => {
  it('says the rule plainly, and shows each site by its root, linked to its address, with who confirmed it', async () => {
    const page = await pageWith([{ source: 'moderator' }]);
    expect(page.sentence).toBe(
      `Sites a moderator confirmed as ${page.name}’s own. A page at or below one of these addresses that links to an account with rel="me" proves it.`,
    );
    expect(page.listed).toEqual([
      {
        text: 'site0.example/about (opens in a new tab)',
        href: 'https://site0.example/about/',
        lines: ['Her agency lists it.', `confirmed by @${page.moderator}, 3 days ago`],
        links: [],
      },
    ]);
  });

  it('says where a site came from: the Wikidata item, or a member who suggested it', async () => {
    const page = await pageWith([{ source: 'wikidata' }, { source: 'member' }]);
    expect(page.listed.map((site) => site.lines[1])).toEqual([
      `from the person’s Wikidata item · confirmed by @${page.moderator}, 3 days ago`,
      `suggested by @${page.member} · confirmed by @${page.moderator}, 3 days ago`,
    ]);
  });

  it('lists the accounts a site’s page links to with rel="me"', async () => {
    const page = await pageWith([
      {
        source: 'moderator',
        links: [
          { platform: 'Twitter', username: 'ada' },
          { platform: 'GitHub', username: 'ada-codes' },
        ],
      },
    ]);
    expect(page.listed[0]!.links).toEqual(['@ada-codes on GitHub', '@ada on Twitter']);
  });

  it('leaves out a suggestion a moderator has not confirmed, and a visitor sees no section without sites', async () => {
    const page = await pageWith([{ source: 'member', status: 'suggested' }]);
    expect(page.found).toBe(0);
  });
});
