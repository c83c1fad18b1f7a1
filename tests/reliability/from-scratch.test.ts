import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = 'scripts/two-instances.sh';
/** Ports of this file's own, away from the other reliability tests'. */
const PORTS = {
  PRIMARY_PORT: '5486',
  REPLICA_PORT: '5487',
  REDIS_PORT: '6386',
  BUCKET_PORT: '4586',
  FIRST_APP_PORT: '3466',
};
const instances = [3466, 3467].map((port) => `http://127.0.0.1:${port}`);
/** The admin the script creates, as docs/deploying.md's operator would. */
const ADMIN = { email: 'admin@example.com', password: 'Rehearsal-admin-2026!' };

const parent = mkdtempSync(path.join(os.tmpdir(), 'directory-rehearsal-'));
// PostgreSQL runs as its own user, who must reach the folder.
chmodSync(parent, 0o755);
const folder = path.join(parent, 'set-up');
const script = (action: 'start' | 'stop') =>
  run('bash', [SCRIPT, action, folder], { env: { ...process.env, ...PORTS }, timeout: 240_000 });

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

beforeAll(async () => {
  await script('start');
}, 300_000);

afterAll(async () => {
  await script('stop');
  rmSync(parent, { recursive: true, force: true });
});

describe('the several-machines set-up followed from scratch (scripts/two-instances.sh)', () => {
  it('leaves two instances ready, each on the primary, the replica, Redis, the other instances and its name index', async () => {
    for (const instance of instances) {
      const readiness = async () => {
        const response = await fetch(`${instance}/health/ready`);
        return json<{ ready: boolean; dependencies: { name: string; up: boolean }[] }>(response);
      };
      expect((await readiness()).ready).toBe(true);
      // The name index is built just after the start, from the database.
      await expect
        .poll(async () => (await readiness()).dependencies.map(({ name, up }) => [name, up]), {
          timeout: 10_000,
        })
        .toEqual([
          [expect.any(String), true],
          [expect.any(String), true],
          [expect.any(String), true],
          [expect.any(String), true],
          ['name index', true],
        ]);
    }
  });

  it('serves on the second instance what the first was given: a person and a picture, byte for byte', async () => {
    const [first, second] = instances as [string, string];
    const { token } = await json<{ token: string }>(
      await fetch(`${first}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const auth = { authorization: `Bearer ${token}` };
    const [category] = await json<{ id: number }[]>(await fetch(`${first}/api/categories`));
    const person = await json<{ id: number }>(
      await fetch(`${first}/api/people`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Rehearsal',
          lastName: 'Person',
          profession: 'Operator',
          categoryId: category!.id,
        }),
      }),
    );
    // A visitor on the other instance reads the replica, which replays the change in moments.
    await expect
      .poll(async () => (await fetch(`${second}/api/people/${person.id}`)).status, {
        timeout: 10_000,
      })
      .toBe(200);

    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
    const { imageUrl } = await json<{ imageUrl: string }>(
      await fetch(`${first}/api/upload/image`, { method: 'POST', headers: auth, body: form }),
    );
    const stored = Buffer.from(await (await fetch(`${first}${imageUrl}`)).arrayBuffer());
    const elsewhere = await fetch(`${second}${imageUrl}`);
    expect(elsewhere.status).toBe(200);
    expect(Buffer.from(await elsewhere.arrayBuffer()).equals(stored)).toBe(true);
  });
});
