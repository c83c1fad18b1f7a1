import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupResult } from '../../src/shared/schemas/lookup';
import { people, socialAccounts } from '../../src/server/model/schema';
import { eq } from 'drizzle-orm';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function lookUp(query: Record<string, string>) {
  const response = await ctx.app.inject(`/api/lookup?${new URLSearchParams(query).toString()}`);
  return {
    statusCode: response.statusCode,
    body: response.json<LookupResult & { message?: string }>(),
  };
}

describe('GET /api/lookup', () => {
  it('finds a verified account from its address in any form, or its handle and platform', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db, { firstName: 'Nora', lastName: 'Lookup' });
    const account = await createAccount(db, {
      personId: person.id,
      platform: 'Twitter',
      username: 'NoraLooks',
      status: 'verified',
      decisionBasis: 'community',
      countedApprovals: 10,
      approvalCount: 10,
    });
    const expected = {
      status: 'verified',
      tier: 'community',
      person: { id: person.id, slug: person.slug, firstName: 'Nora', lastName: 'Lookup' },
      account: {
        id: account.id,
        platform: 'Twitter',
        username: 'NoraLooks',
        url: 'https://x.com/NoraLooks',
        verification: expect.objectContaining({
          basis: 'community',
          summary: expect.stringMatching(/^Verified by 10 approvals from established members/),
        }),
      },
    };
    const queries: Record<string, string>[] = [
      { url: 'https://www.x.com/NoraLooks/' },
      { url: 'twitter.com/noralooks' },
      { url: 'HTTPS://mobile.twitter.com/NORALOOKS?ref=share' },
      { url: '@noralooks', platform: 'Twitter' },
      { platform: 'X', username: '@NoraLooks' },
    ];
    for (const query of queries) {
      const { statusCode, body } = await lookUp(query);
      expect(statusCode, JSON.stringify(query)).toBe(200);
      expect(body, JSON.stringify(query)).toEqual(expected);
    }
  });

  it('finds a Mastodon account from its address or its handle', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const account = await createAccount(db, {
      personId: person.id,
      platform: 'Mastodon',
      username: 'Sam@Fosstodon.org',
      status: 'verified',
    });
    const queries: Record<string, string>[] = [
      { url: 'https://fosstodon.org/@sam' },
      { url: 'https://mastodon.social/@sam@fosstodon.org' },
      { url: '@sam@fosstodon.org' },
      { platform: 'Mastodon', username: 'sam@FOSSTODON.ORG' },
    ];
    for (const query of queries) {
      const { statusCode, body } = await lookUp(query);
      expect(statusCode, JSON.stringify(query)).toBe(200);
      expect(body.status).toBe('verified');
      expect(body.account).toMatchObject({
        id: account.id,
        platform: 'Mastodon',
        url: 'https://fosstodon.org/@Sam',
      });
    }
  });

  it('answers unknown, never 404, for a well-formed address the directory does not know', async () => {
    for (const query of [
      { url: 'https://x.com/nobody_here_at_all' },
      { url: 'https://unknown.example/@someone' },
      { url: 'https://example.org/about' },
    ]) {
      expect(await lookUp(query)).toEqual({ statusCode: 200, body: { status: 'unknown' } });
    }
  });

  it('refuses a malformed address with a message saying why', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ url: 'ftp://x.com/name' }, 'Only web addresses (http or https) name an account'],
      [{ url: '@name' }, 'Choose the platform of @name, or paste its profile address'],
      [{ url: 'https://x.com/' }, 'This Twitter address names no account'],
      [
        { platform: 'Friendster', username: 'x' },
        '"Friendster" is not a platform the directory knows',
      ],
      [
        { platform: 'Twitter' },
        'Give url (a profile address or @handle), or platform and username',
      ],
      [{}, 'Give url (a profile address or @handle), or platform and username'],
    ];
    for (const [query, message] of cases) {
      expect(await lookUp(query), JSON.stringify(query)).toEqual({
        statusCode: 400,
        body: { message },
      });
    }
  });

  it('tells a pending, a rejected and a reported account apart', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    await createAccount(db, { personId: person.id, platform: 'GitHub', username: 'pending-one' });
    await createAccount(db, {
      personId: person.id,
      platform: 'GitHub',
      username: 'voted-out',
      status: 'rejected',
    });
    const reported = await createAccount(db, {
      personId: person.id,
      platform: 'GitHub',
      username: 'maybe-fake',
      status: 'verified',
    });
    const reporter = await signedInUser(ctx);
    const report = await send(
      ctx,
      'POST',
      '/api/social-accounts/report',
      {
        socialAccountId: reported.id,
        reason: 'This is an impersonator',
        evidence: 'The real person says so on their website',
      },
      reporter,
    );
    expect(report.statusCode).toBe(201);

    const statusOf = async (url: string) => (await lookUp({ url })).body.status;
    expect(await statusOf('github.com/pending-one')).toBe('pending');
    expect(await statusOf('github.com/voted-out')).toBe('rejected');
    // One user's report changes nothing public until an administrator takes it up.
    expect(await statusOf('github.com/maybe-fake')).toBe('verified');
    const admin = await signedInUser(ctx, { role: 'admin' });
    const reportId = report.json<{ report: { id: number } }>().report.id;
    const taken = await send(
      ctx,
      'POST',
      `/api/admin/reports/${reportId}/resolve`,
      { action: 'investigate' },
      admin,
    );
    expect(taken.statusCode).toBe(200);
    expect(await statusOf('github.com/maybe-fake')).toBe('reported');
  });

  it('does not know a deleted account, nor an account of a deleted person', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const removed = await createAccount(db, {
      personId: person.id,
      platform: 'Bluesky',
      username: 'removed.bsky.social',
      status: 'verified',
    });
    await db
      .update(socialAccounts)
      .set({ isDeleted: true })
      .where(eq(socialAccounts.id, removed.id));
    const gone = await createPerson(db);
    await createAccount(db, {
      personId: gone.id,
      platform: 'Bluesky',
      username: 'gone.bsky.social',
      status: 'verified',
    });
    await db.update(people).set({ isDeleted: true }).where(eq(people.id, gone.id));

    for (const url of [
      'https://bsky.app/profile/removed.bsky.social',
      'bsky.app/profile/gone.bsky.social',
    ]) {
      expect((await lookUp({ url })).body).toEqual({ status: 'unknown' });
    }
  });
});
