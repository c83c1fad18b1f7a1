import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerAndVerify } from '../helpers/accounts';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { createTestApp, type TestContext } from '../helpers/test-app';

const PUBLIC_URL = 'http://directory.test';
/**
 * Requests per address and endpoint, the two addresses taking turns. Enough that on a busy
 * machine (a sign-in's hash waits for a free core) chance alone keeps the medians well apart
 * from the limit.
 */
const ROUNDS = 60;
/** The most the medians of the two addresses' answer times may differ by. */
const MAX_MEDIAN_GAP_MS = 20;

let ctx: TestContext;
let mail: MailCatcher;
let verifiedEmail: string;
let unverifiedEmail: string;
let sequence = 0;

beforeAll(async () => {
  // Mail goes over real SMTP, so a mail sent while answering would show in the time.
  mail = await startMailCatcher();
  ctx = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL });
  verifiedEmail = await registerAndVerify(ctx, mail, PUBLIC_URL, 'known');
  unverifiedEmail = 'waiting@example.com';
  const registered = await post('/api/register', {
    username: 'waiting',
    email: unverifiedEmail,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

function post(url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url, payload });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Answer {
  statusCode: number;
  body: string;
  ms: number;
}

async function timed(url: string, payload: object): Promise<Answer> {
  const started = performance.now();
  const response = await post(url, payload);
  return { statusCode: response.statusCode, body: response.body, ms: performance.now() - started };
}

/**
 * Sends the endpoint a request for the known address and one for the unknown address each
 * round, in alternating order (so neither always follows the other), and answers both
 * sides' answers and the gap between their median times.
 */
async function measure(url: string, body: (email: string) => object, known: string) {
  const unknown = () => `nobody${(sequence += 1)}@example.com`;
  // Warm-up: the first requests compile code paths and fill caches.
  await timed(url, body(known));
  await timed(url, body(unknown()));
  const sides = { known: [] as Answer[], unknown: [] as Answer[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
    for (const side of order) {
      sides[side].push(await timed(url, body(side === 'known' ? known : unknown())));
    }
  }
  const knownMedian = median(sides.known.map((answer) => answer.ms));
  const unknownMedian = median(sides.unknown.map((answer) => answer.ms));
  console.info(
    `${url}: median ${knownMedian.toFixed(1)} ms for a registered address, ${unknownMedian.toFixed(1)} ms for an unknown one (gap ${Math.abs(knownMedian - unknownMedian).toFixed(1)} ms)`,
  );
  return { ...sides, gap: Math.abs(knownMedian - unknownMedian) };
}

/** Every answer the same status and body, whichever address it was for. */
function expectIdenticalAnswers(sides: { known: Answer[]; unknown: Answer[] }) {
  const shapes = new Set(
    [...sides.known, ...sides.unknown].map(({ statusCode, body }) => `${statusCode} ${body}`),
  );
  expect([...shapes]).toHaveLength(1);
}

describe('a stranger cannot tell whether an address is registered', { timeout: 120_000 }, () => {
  it('from sign-in with a wrong password: same answer, same time (an unknown address costs a hash too)', async () => {
    const result = await measure(
      '/api/login',
      (email) => ({ email, password: 'Wrong-password-1' }),
      verifiedEmail,
    );
    expectIdenticalAnswers(result);
    expect(result.known[0]!.statusCode).toBe(401);
    expect(result.gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  });

  it('from registration: same answer, same time', async () => {
    const result = await measure(
      '/api/register',
      (email) => ({
        username: `newcomer${(sequence += 1)}`,
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
      verifiedEmail,
    );
    expectIdenticalAnswers(result);
    expect(result.known[0]!.statusCode).toBe(201);
    expect(result.gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  });

  it('from forgot-password: same answer, same time (the mail goes out after the answer)', async () => {
    const result = await measure('/api/forgot-password', (email) => ({ email }), verifiedEmail);
    expectIdenticalAnswers(result);
    expect(result.known[0]!.statusCode).toBe(200);
    expect(result.gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  });

  it('from resend-verification for an unverified account: same answer, same time', async () => {
    const result = await measure(
      '/api/resend-verification',
      (email) => ({ email }),
      unverifiedEmail,
    );
    expectIdenticalAnswers(result);
    expect(result.known[0]!.statusCode).toBe(200);
    expect(result.gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  });
});
