import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { users } from '../../src/server/model/schema';
import { describeError, loggerOptions, serializeError } from '../../src/server/platform/logging';
import { hashPassword } from '../../src/server/modules/users';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let passwordHash: string;
/** A real failure of the query builder: a second account under a taken address. */
let failedInsert: Error;

beforeAll(async () => {
  database = await createTestDatabase();
  passwordHash = await hashPassword('Secret-pass-1');
  const account = { username: 'holder', email: 'holder@example.com', passwordHash };
  await database.db.insert(users).values(account);
  failedInsert = await database.db
    .insert(users)
    .values({ ...account, username: 'second' })
    .then(
      () => new Error('the second insert was accepted'),
      (error: Error) => error,
    );
});
afterAll(() => database.close());

describe('a failed statement', () => {
  it('is described to an operator with its SQL and the database’s reason, never its values', () => {
    const described = describeError(failedInsert);
    expect(described).toContain('Failed query: insert into "users"');
    expect(described).toMatch(/duplicate key value violates unique constraint/);
    expect(described).not.toContain(passwordHash);
    expect(described).not.toContain('$argon2');
    expect(described).not.toContain('params');
  });

  it('is logged without its parameters or any hash in its stack or causes', () => {
    const logged = JSON.stringify(serializeError(failedInsert));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toMatch(/duplicate key value/);
    expect(logged).not.toContain('$argon2');
    expect(logged).not.toContain('holder@example.com');
  });
});

describe('the server’s log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT: 'off', LOG_REQUESTS: 'on' });
    app = await buildApp({
      config,
      database,
      logger: { ...(loggerOptions('info') as object), stream },
    });
    app.get('/api/failing-statement', () => Promise.reject(failedInsert));
    app.post('/api/echo-secrets', (request) => {
      request.log.warn({ body: request.body, headers: request.headers }, 'a request to look at');
      return {};
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('logs a request in one line once it is answered: what was asked, its status and its time', async () => {
    const before = lines.length;
    await app.inject('/api/people?search=one-line-a-request');
    const logged = lines
      .slice(before)
      .filter((line) => JSON.stringify(line).includes('one-line-a-request'));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({
          method: 'GET',
          url: '/api/people?search=one-line-a-request',
        }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('keeps the tokens of mailed links out of the addresses it logs', async () => {
    const token = 'aTokenThatOpensAnAccount0123456789abcdefghij';
    await app.inject(`/api/verify-email/${token}`);
    await app.inject(`/api/reset-password/${token}`);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('/api/verify-email/[redacted]');
    expect(logged).toContain('/api/reset-password/[redacted]');
    expect(logged).not.toContain(token);
  });

  it('logs a failed statement without the values it carried', async () => {
    const answer = await app.inject('/api/failing-statement');
    expect(answer.statusCode).toBe(500);
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(JSON.stringify(failure)).toContain('Failed query: insert into');
    expect(JSON.stringify(lines)).not.toContain('$argon2');
  });

  it('never writes a password, a bearer token, a cookie or an API key', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/echo-secrets',
      headers: {
        authorization: 'Bearer sessionTokenValue123',
        cookie: 'session=cookieTokenValue456',
        'x-api-key': 'vv_abcdef1234567890abcdef1234567890',
      },
      payload: { password: 'Secret-pass-1', token: 'mailedTokenValue789' },
    });
    const logged = JSON.stringify(lines);
    expect(lines.some((line) => line.msg === 'a request to look at')).toBe(true);
    for (const secret of [
      'Secret-pass-1',
      'sessionTokenValue123',
      'cookieTokenValue456',
      'abcdef1234567890abcdef1234567890',
      'mailedTokenValue789',
    ])
      expect(logged).not.toContain(secret);
  });
});
