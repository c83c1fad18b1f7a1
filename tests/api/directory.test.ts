import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../src/shared/schemas/directory';
import { people, socialAccounts } from '../../src/server/model/schema';
import { createAccount, createPerson, provenBySite } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const grace = await createPerson(db, {
    firstName: 'Grace',
    lastName: 'Hopper',
    profession: 'Computer scientist',
  });
  const alan = await createPerson(db, {
    firstName: 'Alan',
    lastName: 'Turing',
    profession: 'Mathematician',
  });
  const removed = await createPerson(db, { firstName: 'Removed', lastName: 'Person' });
  await createAccount(db, {
    personId: grace.id,
    platform: 'Twitter',
    status: 'verified',
    username: 'gracehopper',
    verifiedAt: minutesAgo(30),
    followers: '1.2M',
  });
  await createAccount(db, {
    personId: grace.id,
    platform: 'YouTube',
    status: 'verified',
    username: '@gracetalks',
    verifiedAt: minutesAgo(10),
    provenChain: provenBySite('gracehopper.example'),
  });
  await createAccount(db, {
    personId: alan.id,
    platform: 'LinkedIn',
    status: 'verified',
    username: 'alanturing',
    url: 'turing.org.uk',
    verifiedAt: minutesAgo(20),
    decisionBasis: 'moderator',
  });
  await createAccount(db, {
    personId: alan.id,
    platform: 'Instagram',
    status: 'pending',
    username: 'alan_pending',
  });
  await createAccount(db, {
    personId: alan.id,
    platform: 'TikTok',
    status: 'rejected',
    username: 'alan_fake',
  });
  await createAccount(db, {
    personId: alan.id,
    platform: 'Twitch',
    status: 'verified',
    username: 'alan_deleted',
    isDeleted: true,
    verifiedAt: minutesAgo(5),
  });
  await createAccount(db, {
    personId: removed.id,
    platform: 'Twitter',
    status: 'verified',
    username: 'removed_person',
    verifiedAt: minutesAgo(1),
  });
  await db.update(people).set({ isDeleted: true }).where(eq(people.id, removed.id));
});
afterAll(() => ctx.close());

describe('GET /api/directory', () => {
  it('lists verified accounts of listed people as flat entries, most recently verified first', async () => {
    const response = await ctx.app.inject('/api/directory');
    expect(response.statusCode).toBe(200);
    const entries = response.json<DirectoryEntry[]>();
    expect(entries.map((entry) => entry.username)).toEqual([
      '@gracetalks',
      'alanturing',
      'gracehopper',
    ]);
    expect(entries[2]).toEqual({
      id: expect.any(Number),
      name: 'Grace Hopper',
      username: 'gracehopper',
      url: 'https://x.com/gracehopper',
      platform: 'Twitter',
      category: 'Actors',
      followers: '1.2M',
      profession: 'Computer scientist',
      evidence: 'Linked from the official website of this person.',
      verifiedAt: expect.any(String),
      tier: 'community',
    });
    expect(entries.map((entry) => entry.tier)).toEqual(['proven', 'moderator', 'community']);
    expect(entries[0]!.url).toBe('https://youtube.com/@gracetalks');
    // A LinkedIn account's link is its profile address, whatever url was kept beside it.
    expect(entries[1]!.url).toBe('https://linkedin.com/in/alanturing');
    expect(response.headers.link).toBeUndefined();
  });

  it('keeps the strongest tiers alone when a client asks, in pages and downloads alike', async () => {
    const usernames = async (query: string) =>
      (await ctx.app.inject(`/api/directory?${query}`))
        .json<DirectoryEntry[]>()
        .map((entry) => entry.username);
    expect(await usernames('tier=proven')).toEqual(['@gracetalks']);
    expect(await usernames('tier=moderator')).toEqual(['@gracetalks', 'alanturing']);
    expect(await usernames('tier=community')).toEqual(['@gracetalks', 'alanturing', 'gracehopper']);
    const first = await ctx.app.inject('/api/directory?tier=moderator&limit=1');
    const link = first.headers.link as string;
    expect(link).toMatch(/^<\/api\/directory\?limit=1&cursor=\d+_\d+&tier=moderator>; rel="next"$/);
    const next = await ctx.app.inject(link.slice(1, link.indexOf('>')));
    expect(next.json<DirectoryEntry[]>().map((entry) => entry.username)).toEqual(['alanturing']);
    const lines = (await ctx.app.inject('/api/directory?format=jsonl&tier=proven')).body
      .trim()
      .split('\n');
    expect(lines.map((line) => (JSON.parse(line) as DirectoryEntry).username)).toEqual([
      '@gracetalks',
    ]);
    const refused = await ctx.app.inject('/api/directory?tier=votes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'tier must be proven, moderator or community',
    );
  });

  it('pages with limit and a cursor carried in the Link header', async () => {
    const first = await ctx.app.inject('/api/directory?limit=2');
    expect(first.json<DirectoryEntry[]>().map((entry) => entry.username)).toEqual([
      '@gracetalks',
      'alanturing',
    ]);
    const link = first.headers.link as string;
    expect(link).toMatch(/^<\/api\/directory\?limit=2&cursor=\d+_\d+>; rel="next"$/);
    const next = await ctx.app.inject(link.slice(1, link.indexOf('>')));
    expect(next.json<DirectoryEntry[]>().map((entry) => entry.username)).toEqual(['gracehopper']);
    expect(next.headers.link).toBeUndefined();
  });

  it('keeps accounts verified at the same moment apart by id', async () => {
    const sameMoment = minutesAgo(100);
    await ctx.database.db
      .update(socialAccounts)
      .set({ verifiedAt: sameMoment })
      .where(eq(socialAccounts.status, 'verified'));
    const seen: string[] = [];
    let url: string | undefined = '/api/directory?limit=1';
    while (url) {
      const response = await ctx.app.inject(url);
      seen.push(...response.json<DirectoryEntry[]>().map((entry) => entry.username));
      const link = response.headers.link as string | undefined;
      url = link?.slice(1, link.indexOf('>'));
    }
    expect(seen.sort()).toEqual(['@gracetalks', 'alanturing', 'gracehopper']);
  });

  it.each([
    ['?limit=501', 'limit must be a whole number from 1 to 500'],
    ['?limit=abc', 'limit must be a whole number from 1 to 500'],
    ['?cursor=garbage', 'cursor must be the value given in the previous Link header'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await ctx.app.inject(`/api/directory${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});
