import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PAGE_SIZE } from '../../src/shared/constants';
import { categoryId, createAccount, createPerson, createUser } from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

// Each read is counted in SQL statements on the test database (no kept responses in tests):
// a rendered page runs those of the API reads its data comes from, each once.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages({}, {}, { rendered: true });
  const db = ctx.database.db;
  const ada = await createPerson(db, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    profession: 'Mathematician',
    categoryId: await categoryId(db, 'Scientists'),
  });
  await createAccount(db, {
    personId: ada.id,
    platform: 'Instagram',
    username: 'ada_insta',
    status: 'verified',
  });
  await createUser(db, { username: 'grace' });
});
afterAll(() => ctx.close());

/** The SQL statements one request runs, in a stable order, with the response. */
async function statementsOf(url: string) {
  ctx.database.statements.length = 0;
  const response = await ctx.app.inject(url);
  return { response, statements: [...ctx.database.statements].sort() };
}

/** The statements of several API reads, as one page would run them once each. */
async function statementsOfReads(urls: string[]) {
  const statements: string[] = [];
  for (const url of urls) {
    const read = await statementsOf(url);
    expect(read.response.statusCode, `${url}: ${read.response.body}`).toBeLessThan(500);
    statements.push(...read.statements);
  }
  return statements.sort();
}

/** The rendered page's root element and the data embedded for the browser. */
function renderedParts(html: string) {
  const $ = cheerio.load(html);
  return { root: $('#root').text(), data: $('#page-data').text() };
}

describe('a rendered page reads each thing once', () => {
  it('a person page: the person for its head and its content, and the categories', async () => {
    const page = await statementsOf('/people/ada-lovelace');

    expect(page.response.statusCode).toBe(200);
    expect(cheerio.load(page.response.body)('head title').text()).toContain('Ada Lovelace');
    const { root, data } = renderedParts(page.response.body);
    expect(root).toContain('Ada Lovelace');
    expect(root).toContain('ada_insta');
    expect(data).toContain('"ada_insta"');
    expect(page.statements).toEqual(
      await statementsOfReads(['/api/people/ada-lovelace', '/api/categories']),
    );
  });

  it('an unknown person: one look for them, and the categories', async () => {
    const page = await statementsOf('/people/nobody-here');

    expect(page.response.statusCode).toBe(404);
    expect(page.statements).toEqual(
      await statementsOfReads(['/api/people/nobody-here', '/api/categories']),
    );
  });

  it('a profile page: the profile for its status and its content, the activity and the categories', async () => {
    const page = await statementsOf('/users/grace');

    expect(page.response.statusCode).toBe(200);
    expect(renderedParts(page.response.body).root).toContain('grace');
    expect(page.statements).toEqual(
      await statementsOfReads([
        '/api/users/grace/profile',
        `/api/users/grace/submissions?page=1&limit=${PROFILE_PAGE_SIZE}`,
        '/api/categories',
      ]),
    );
  });
});
