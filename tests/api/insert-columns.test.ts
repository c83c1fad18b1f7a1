import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/database/client';
import { insertColumns, tableRows } from '../../src/server/platform/database/insert-columns';
import { type ImportedItemFacts, people, wikidataItems } from '../../src/server/model/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Text a column may hold that an array literal must quote or escape. */
const AWKWARD_TEXT = ['plain', 'with "quotes"', 'back\\slash', '{braces}, commas', 'NULL', ' ', ''];

/** What the import notes of an item, with awkward text in it. */
const facts = (index: number): ImportedItemFacts => ({
  firstName: AWKWARD_TEXT[index]!,
  lastName: `"${index}"`,
  occupationId: null,
  profession: AWKWARD_TEXT[index]!,
  categoryId: null,
  aliasKeys: [`"${index}"`, 'ü'],
  anchorHosts: [],
});

describe('rows inserted one parameter per column (unnest)', () => {
  it('keeps every value as given, awkward text, nulls and JSON included', async () => {
    const rows = await queryRows<{ itemId: string; personId: number | null }>(
      database.db,
      sql`${insertColumns(
        wikidataItems,
        ['itemId', 'personId', 'imported', 'seenRun'],
        AWKWARD_TEXT.map((text, index) => ({
          itemId: `${text}#${index}`,
          personId: null,
          imported: facts(index),
          seenRun: index,
        })),
      )} returning item_id as "itemId", person_id as "personId"`,
    );
    expect(rows).toEqual(
      AWKWARD_TEXT.map((text, index) => ({ itemId: `${text}#${index}`, personId: null })),
    );

    const stored = await database.db
      .select()
      .from(wikidataItems)
      .orderBy(asc(wikidataItems.seenRun));
    expect(stored.map((row) => [row.itemId, row.imported])).toEqual(
      AWKWARD_TEXT.map((text, index) => [`${text}#${index}`, facts(index)]),
    );
  });

  it('refuses an array column, which unnest would flatten', () => {
    expect(() => insertColumns(people, ['searchWords'], [{ searchWords: ['a', 'b'] }])).toThrow(
      /searchWords is an array column/,
    );
  });

  it('refuses a row without a value for a column it names, which would otherwise be null', () => {
    const rows = [{ itemId: 'Q1', seenRun: 1 }, { itemId: 'Q2' }];
    expect(() =>
      insertColumns(
        wikidataItems,
        ['itemId', 'seenRun'],
        rows as { itemId: string; seenRun: number }[],
      ),
    ).toThrow(
      'insertColumns: seenRun is missing from row 1: give null, or leave the column out for its default',
    );
  });

  it('gives every row the same value in a column named apart, and reads the rows back as Drizzle does', async () => {
    const added = new Date('2026-01-02T03:04:05.678Z');
    const rows = tableRows(
      people,
      await queryRows<Record<string, unknown>>(
        database.db,
        sql`${insertColumns(
          people,
          ['firstName', 'lastName', 'slug', 'nameKey', 'profession', 'categoryId', 'addedAt'],
          ['Ada', 'Grace'].map((firstName) => ({
            firstName,
            lastName: 'Array',
            slug: `${firstName.toLowerCase()}-array`,
            nameKey: `${firstName.toLowerCase()} array`,
            profession: 'Pioneer',
            categoryId: null,
            addedAt: added,
          })),
          { searchWords: sql`array['pioneer']` },
        )} returning *`,
      ),
    );
    expect(rows).toEqual(
      ['Ada', 'Grace'].map((firstName) =>
        expect.objectContaining({
          id: expect.any(Number),
          firstName,
          nameKey: `${firstName.toLowerCase()} array`,
          searchWords: ['pioneer'],
          addedAt: added,
          avgRating: null,
          ratingCount: 0,
          isDeleted: false,
          wikidataId: null,
        }),
      ),
    );
    const stored = await database.db
      .select()
      .from(people)
      .where(eq(people.lastName, 'Array'))
      .orderBy(asc(people.id));
    expect(rows).toEqual(stored);
  });

  it('answers the rows an upsert on a conflict wrote', async () => {
    await database.db.execute(
      sql`${insertColumns(
        wikidataItems,
        ['itemId', 'imported', 'seenRun'],
        [{ itemId: 'plain#0', imported: { ...facts(0), profession: 'changed' }, seenRun: 99 }],
      )} on conflict (item_id) do update set imported = excluded.imported, seen_run = excluded.seen_run`,
    );
    const [row] = await database.db
      .select()
      .from(wikidataItems)
      .where(eq(wikidataItems.itemId, 'plain#0'));
    expect(row).toMatchObject({
      imported: { ...facts(0), profession: 'changed' },
      seenRun: 99,
      personId: null,
    });
  });
});
