import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/server/modules/users';
import { PASSWORD } from '../helpers/accounts';
import { createUser } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

/**
 * Someone who knows an owner's e-mail address tries to lock them out. The counts are kept
 * in REDIS_URL when it is set, except in `inMemory`: there the sign-in limit per client
 * address (10 a minute) is passed by moving the clock the memory store reads, which Redis
 * would not see.
 */
let ctx: TestContext;
let inMemory: TestContext;
let sequence = 0;

beforeAll(async () => {
  const redis: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL }
    : {};
  ctx = await createTestApp({ RATE_LIMIT: 'on', ...redis });
  inMemory = await createTestApp({ RATE_LIMIT: 'on' });
});
afterAll(async () => {
  await inMemory.close();
  await ctx.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  skippedMs = 0;
});

const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;
/** A range of this run's own, so counts kept in a shared Redis never carry over. */
const run = randomInt(256);
/** Addresses no other request in this run comes from. */
const addresses = (count: number) => {
  sequence += 1;
  return Array.from({ length: count }, (_, index) => `10.${run}.${sequence}.${index}`);
};

async function owner(app = ctx) {
  const user = await createUser(app.database.db, { passwordHash: await hashPassword(PASSWORD) });
  return user.email;
}

async function signIn(email: string, password: string, remoteAddress: string, app = ctx) {
  const started = performance.now();
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress,
  });
  return {
    status: response.statusCode,
    message: response.json().message,
    ms: performance.now() - started,
  };
}

function post(url: string, email: string, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url, payload: { email }, remoteAddress });
}

const realNow = Date.now.bind(Date);
let skippedMs = 0;

/** Moves the clock the memory store counts with forward, past the per-minute windows. */
function skipMinutes(minutes: number) {
  skippedMs += minutes * 60_000;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skippedMs);
}

describe('failed sign-ins for an account', () => {
  it('refuse the address they come from, while the owner signs in from theirs', async () => {
    const email = await owner(inMemory);
    const attacker = clientAddress();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await signIn(email, 'Wrong-guess-1', attacker, inMemory)).status).toBe(401);
      }
      skipMinutes(2);
    }
    const refused = await signIn(email, 'Wrong-guess-1', attacker, inMemory);
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(
      /^Too many requests: sign-in for one account from one address allows 20 requests per hour\./,
    );
    expect((await signIn(email, PASSWORD, attacker, inMemory)).status).toBe(429);

    const ownSignIn = await signIn(email, PASSWORD, clientAddress(), inMemory);
    expect(ownSignIn.status).toBe(200);
  });

  it(
    'from many addresses beyond 100 an hour hold answers back longer and longer, without locking the owner out',
    { timeout: 60_000 },
    async () => {
      const email = await owner();
      // Ten addresses, ten guesses each: under every per-address limit.
      for (const address of addresses(10)) {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const guess = await signIn(email, 'Wrong-guess-1', address);
          expect(guess.status).toBe(401);
          expect(guess.ms).toBeLessThan(1000);
        }
      }
      const [first, second] = addresses(2);
      const firstHeld = await signIn(email, 'Wrong-guess-1', first!);
      expect(firstHeld.status).toBe(401);
      expect(firstHeld.ms).toBeGreaterThanOrEqual(1000);
      const secondHeld = await signIn(email, 'Wrong-guess-1', second!);
      expect(secondHeld.ms).toBeGreaterThanOrEqual(2000);

      const ownSignIn = await signIn(email, PASSWORD, clientAddress());
      expect(ownSignIn.status).toBe(200);
      expect(ownSignIn.ms).toBeLessThan(10_000);
    },
  );
});

describe.each([
  ['/api/forgot-password', 'password reset'],
  ['/api/resend-verification', 'verification email'],
])('mail requests for an account (%s)', (url, label) => {
  it('from one address refuse that address only: the owner still asks from theirs', async () => {
    const email = await owner();
    const attacker = clientAddress();
    for (let request = 0; request < 3; request += 1) {
      expect((await post(url, email, attacker)).statusCode).toBe(200);
    }
    const refused = await post(url, email, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^Too many requests: ${label} for one account from one address allows 3 requests per hour\\.`,
      ),
    );

    expect((await post(url, email, clientAddress())).statusCode).toBe(200);
  });
});
