import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app';

/*
 * The client's address decides every per-client limit and the registration network. An
 * attacker behind the documented proxy writes any X-Forwarded-For they like; only the entries
 * the trusted proxies added may be believed. Budget: one machine, as many made-up addresses
 * as they please. Sign-ups are limited to 10 an hour per client.
 */

const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((ctx) => ctx.close())));

async function appTrusting(trustProxy: string) {
  const redis: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL }
    : {};
  const ctx = await createTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: trustProxy, ...redis });
  opened.push(ctx);
  return ctx;
}

/** Eleven sign-up attempts through a proxy at 127.0.0.1, each claiming another origin. */
async function signUpsThroughProxy(ctx: TestContext, realClient: string) {
  const statuses: number[] = [];
  for (let index = 0; index < 11; index += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {},
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `10.${index}.${randomInt(256)}.1, ${realClient}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const realClient = () => `203.0.${randomInt(256)}.${randomInt(1, 255)}`;

describe('TRUST_PROXY', () => {
  for (const setting of ['1', '127.0.0.1', 'loopback, 10.0.0.0/8']) {
    it(`"${setting}": the address the proxy added counts, whatever the client wrote before it`, async () => {
      const statuses = await signUpsThroughProxy(await appTrusting(setting), realClient());
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  }

  it('"1": a client reaching the app directly is counted by its own address', async () => {
    const ctx = await appTrusting('1');
    const direct = realClient();
    let last = 0;
    for (let index = 0; index < 11; index += 1) {
      last = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: {},
          remoteAddress: direct,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('"true" believes the left-most address, which the client writes: the docs use a hop count', async () => {
    const statuses = await signUpsThroughProxy(await appTrusting('true'), realClient());
    expect(statuses).not.toContain(429);
  });
});
