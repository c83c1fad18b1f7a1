import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAnchors } from '../../src/server/platform/database/schema';
import { createPerson } from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages({}, {}, { rendered: true });
});
afterAll(() => ctx.close());

/** A person with official sites from these sources, and the sentence their page draws above them. */
async function sentenceFor(sources: ('moderator' | 'wikidata')[]) {
  const person = await createPerson(ctx.database.db, {
    firstName: 'Ada',
    lastName: sources.join(''),
  });
  await ctx.database.db.insert(identityAnchors).values(
    sources.map((source, index) => ({
      personId: person.id,
      url: `https://site${index}.example/`,
      host: `site${index}.example`,
      reason: source === 'wikidata' ? 'Official website (P856) of Q7259' : 'Her agency lists it.',
      source,
    })),
  );
  const response = await ctx.app.inject(`/people/${person.slug}`);
  expect(response.statusCode).toBe(200);
  const $ = cheerio.load(response.body);
  const section = $('section[aria-labelledby="official-sites-heading"]');
  expect(section.find('[data-testid="official-sites"] li')).toHaveLength(sources.length);
  return { sentence: section.find('p').first().text(), name: `Ada ${person.lastName}` };
}

describe('the official sites of a person page say who named them', () => {
  it('an administrator', async () => {
    const { sentence, name } = await sentenceFor(['moderator']);
    expect(sentence).toBe(
      `Sites an administrator named as ${name}’s own. A page there that links to an account anchors it.`,
    );
  });

  it('the Wikidata item, for sites the import anchored', async () => {
    const { sentence, name } = await sentenceFor(['wikidata']);
    expect(sentence).toBe(
      `Sites the person’s Wikidata item lists as ${name}’s own. A page there that links to an account anchors it.`,
    );
  });

  it('both, when some come from each', async () => {
    const { sentence, name } = await sentenceFor(['wikidata', 'moderator']);
    expect(sentence).toBe(
      `Sites an administrator named, or the person’s Wikidata item lists, as ${name}’s own. A page there that links to an account anchors it.`,
    );
  });
});
