import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupResult } from '../../src/shared/schemas/lookup';
import { createAccount, createPerson } from '../helpers/factories';
import { signedInMember, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

/*
 * Who can make a real, verified account read "Reported as fake" on /check and the lookup.
 * The attacker's budgets tried here: one fresh account; a handful of fresh accounts on as
 * many networks; three members sharing one network; one member reporting again after an
 * administrator dismissed their report. None of them may change what the public sees; an
 * administrator's investigation, or three members on three networks, do.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
});
afterAll(() => ctx.close());

function reporter(kind: 'new' | 'member'): Promise<SignedInUser> {
  return kind === 'member' ? signedInMember(ctx, person.id) : signedInUser(ctx);
}

function report(from: SignedInUser, accountId: number, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/social-accounts/report',
    remoteAddress,
    headers: from.headers,
    payload: {
      socialAccountId: accountId,
      reason: 'This account impersonates them.',
      evidence: 'Their website links a different handle.',
    },
  });
}

async function actOnReport(sent: { json<T>(): T }, action: 'investigate' | 'dismiss') {
  const admin = await signedInUser(ctx, { role: 'admin' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reports/${sent.json<{ report: { id: number } }>().report.id}/resolve`,
    headers: admin.headers,
    payload: { action },
  });
  expect(response.statusCode).toBe(200);
}

async function publicStatus(username: string) {
  const response = await ctx.app.inject(`/api/lookup?url=github.com/${username}`);
  expect(response.statusCode).toBe(200);
  return response.json<LookupResult>().status;
}

let person: { id: number };
let serial = 0;
async function verifiedAccount() {
  const username = `real-account-${serial++}`;
  const account = await createAccount(ctx.database.db, {
    personId: person.id,
    platform: 'GitHub',
    username,
    status: 'verified',
  });
  return { id: account.id, username };
}

beforeAll(async () => {
  person = await createPerson(ctx.database.db);
});

describe('a verified account reads "reported" only once a report means something', () => {
  it('one fresh account reporting changes nothing the public sees', async () => {
    const account = await verifiedAccount();
    expect((await report(await reporter('new'), account.id, '203.0.113.5')).statusCode).toBe(201);
    expect(await publicStatus(account.username)).toBe('verified');
  });

  it('five fresh accounts on five networks change nothing either', async () => {
    const account = await verifiedAccount();
    for (const network of [1, 2, 3, 4, 5]) {
      const sent = await report(await reporter('new'), account.id, `198.51.${network}.20`);
      expect(sent.statusCode).toBe(201);
    }
    expect(await publicStatus(account.username)).toBe('verified');
  });

  it('three members reporting from one network count as one', async () => {
    const account = await verifiedAccount();
    for (const host of [10, 11, 12]) {
      const sent = await report(await reporter('member'), account.id, `192.0.2.${host}`);
      expect(sent.statusCode).toBe(201);
    }
    expect(await publicStatus(account.username)).toBe('verified');
  });

  it('three members from three networks make it reported; the third is the one that counts', async () => {
    const account = await verifiedAccount();
    await report(await reporter('member'), account.id, '203.0.113.40');
    await report(await reporter('member'), account.id, '2001:db8:aa::1');
    expect(await publicStatus(account.username)).toBe('verified');
    await report(await reporter('member'), account.id, '198.18.7.1');
    expect(await publicStatus(account.username)).toBe('reported');
  });

  it('an administrator taking one report up makes it reported at once', async () => {
    const account = await verifiedAccount();
    await actOnReport(
      await report(await reporter('new'), account.id, '203.0.113.60'),
      'investigate',
    );
    expect(await publicStatus(account.username)).toBe('reported');
  });
});

describe('reporting again after a dismissal', () => {
  it('waits 30 days from the dismissal, and says until when', async () => {
    const account = await verifiedAccount();
    const member = await reporter('member');
    await actOnReport(await report(member, account.id, '203.0.113.80'), 'dismiss');

    const started = now;
    try {
      now = new Date(started.getTime() + 29 * DAY_MS);
      const tooSoon = await report(member, account.id, '203.0.113.80');
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json<{ message: string }>().message).toMatch(
        /^An administrator dismissed your report of this account on \w{3} \d{1,2}, \d{4}; you can report it again from \w{3} \d{1,2}, \d{4}\.$/,
      );

      now = new Date(started.getTime() + 31 * DAY_MS);
      expect((await report(member, account.id, '203.0.113.80')).statusCode).toBe(201);
    } finally {
      now = started;
    }
  });

  it('another member may report the same account meanwhile', async () => {
    const account = await verifiedAccount();
    await actOnReport(
      await report(await reporter('member'), account.id, '203.0.113.90'),
      'dismiss',
    );
    expect((await report(await reporter('member'), account.id, '203.0.113.91')).statusCode).toBe(
      201,
    );
  });
});
