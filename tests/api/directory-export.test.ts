import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../src/shared/schemas/directory';
import { people, socialAccounts } from '../../src/server/model/schema';
import { exportDirectory } from '../../src/server/modules/directory';
import { createAccount, createPerson, platformId } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const TRICKY_EVIDENCE = 'Linked from "her" site, with a comma,\nand a second line.';
const FORMULA_EVIDENCE = '=HYPERLINK("http://evil.example","click")';

/** Verified accounts of listed people, a pending, a rejected and a deleted one, and a deleted person's. */
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  type Account = Parameters<typeof createAccount>[1];
  const verified = (account: Account, minutes: number) =>
    createAccount(db, { status: 'verified', verifiedAt: minutesAgo(minutes), ...account });

  const admiral = { firstName: 'Grace', lastName: 'Hopper', profession: 'Admiral' };
  const grace = await createPerson(db, admiral);
  const tricky = { username: 'gracehopper', evidence: TRICKY_EVIDENCE };
  await verified({ personId: grace.id, platform: 'Twitter', ...tricky }, 30);
  await verified({ personId: grace.id, platform: 'YouTube', username: '@gracetalks' }, 20);

  const dash = await createPerson(db, { firstName: 'Dash', profession: '-Director' });
  const formula = { followers: '+12K', evidence: FORMULA_EVIDENCE };
  await verified({ personId: dash.id, platform: 'Instagram', username: 'dashed', ...formula }, 10);
  await createAccount(db, { personId: dash.id, platform: 'TikTok', status: 'pending' });
  await createAccount(db, { personId: dash.id, platform: 'Twitch', status: 'rejected' });
  await verified({ personId: dash.id, platform: 'Substack', isDeleted: true }, 5);

  const gone = await createPerson(db);
  await verified({ personId: gone.id, platform: 'Twitter' }, 1);
  await db.update(people).set({ isDeleted: true }).where(eq(people.id, gone.id));
});
afterAll(() => ctx.close());

/** Every page of the JSON directory, following the Link headers. */
async function pagedEntries(): Promise<DirectoryEntry[]> {
  const entries: DirectoryEntry[] = [];
  let url: string | undefined = '/api/directory?limit=500';
  while (url) {
    const response = await ctx.app.inject(url);
    entries.push(...response.json<DirectoryEntry[]>());
    const link = response.headers.link as string | undefined;
    url = link?.slice(1, link.indexOf('>'));
  }
  return entries;
}

const jsonLines = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DirectoryEntry);

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/directory?format=jsonl', () => {
  it('streams every entry of the directory, one JSON object a line, as a download', async () => {
    const response = await ctx.app.inject('/api/directory?format=jsonl&limit=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="directory-${today()}.jsonl"`,
    );
    expect(response.headers.link).toBeUndefined();
    expect(response.body.endsWith('\n')).toBe(true);
    const entries = jsonLines(response.body);
    expect(entries).toEqual(await pagedEntries());
    expect(entries.map((entry) => entry.username)).toEqual([
      'dashed',
      '@gracetalks',
      'gracehopper',
    ]);
    expect(entries[2]!.evidence).toBe(TRICKY_EVIDENCE);
  });
});

describe('GET /api/directory?format=csv', () => {
  it('streams a header row and every entry, quoted as RFC 4180 has it', async () => {
    const response = await ctx.app.inject('/api/directory?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="directory-${today()}.csv"`,
    );
    expect(response.body.split('\r\n')[0]).toBe(
      'id,name,username,url,platform,category,followers,profession,evidence,verifiedAt,tier',
    );
    expect(response.body).toContain(
      '"Linked from ""her"" site, with a comma,\nand a second line."',
    );

    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    const entries = await pagedEntries();
    expect(records.map((record) => Number(record.id))).toEqual(entries.map((entry) => entry.id));
    expect(records[2]).toEqual({
      id: String(entries[2]!.id),
      name: 'Grace Hopper',
      username: 'gracehopper',
      url: 'https://x.com/gracehopper',
      platform: 'Twitter',
      category: 'Actors',
      followers: '',
      profession: 'Admiral',
      evidence: TRICKY_EVIDENCE,
      verifiedAt: entries[2]!.verifiedAt,
      tier: 'community',
    });
  });

  it('neutralises cells a spreadsheet would run as formulas with a leading quote', async () => {
    const response = await ctx.app.inject('/api/directory?format=csv');
    const [dash, youtube] = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(dash).toMatchObject({
      followers: "'+12K",
      profession: "'-Director",
      evidence: `'${FORMULA_EVIDENCE}`,
    });
    expect(youtube).toMatchObject({
      username: "'@gracetalks",
      url: 'https://youtube.com/@gracetalks',
    });
  });
});

describe('the export', () => {
  it('reads the directory in batches of the given size and yields one chunk a batch', async () => {
    const entries = await pagedEntries();
    const before = ctx.database.statements.length;
    const chunks: string[] = [];
    for await (const chunk of exportDirectory(ctx.database.db, 'jsonl', { batchSize: 2 }))
      chunks.push(chunk);
    const reads = ctx.database.statements.slice(before);
    expect(chunks).toHaveLength(Math.ceil(entries.length / 2));
    expect(reads).toHaveLength(chunks.length);
    expect(jsonLines(chunks.join(''))).toEqual(entries);
  });

  it('answers HEAD with the download headers without reading the directory', async () => {
    const before = ctx.database.statements.length;
    const response = await ctx.app.inject({ method: 'HEAD', url: '/api/directory?format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.body).toBe('');
    const reads = ctx.database.statements.slice(before);
    expect(reads.some((statement) => statement.includes('"social_accounts"'))).toBe(false);
  });

  it('refuses an unknown format with 400', async () => {
    const response = await ctx.app.inject('/api/directory?format=xml');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'format must be json, jsonl or csv' });
  });

  it('streams more entries than one default batch', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const platform = await platformId(db, 'Twitter');
    await db.insert(socialAccounts).values(
      Array.from({ length: 520 }, (_, index) => ({
        personId: person.id,
        platformId: platform,
        username: `bulk_${index}`,
        status: 'verified' as const,
        verifiedAt: minutesAgo(60 + index),
      })),
    );
    const entries = await pagedEntries();
    expect(entries.length).toBeGreaterThan(520);
    const jsonl = await ctx.app.inject('/api/directory?format=jsonl');
    expect(jsonLines(jsonl.body)).toEqual(entries);
    const csv = await ctx.app.inject('/api/directory?format=csv');
    const records = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(records.map((record) => Number(record.id))).toEqual(entries.map((entry) => entry.id));
  });
});
