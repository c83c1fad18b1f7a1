import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InvalidationChannel,
  openPostgresChannel,
} from '../../src/server/platform/cache/invalidation-channels';
import { createServerTestDatabase, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await createServerTestDatabase();
});
afterAll(() => database.close());

/** A channel on the test's database and what it hears, once it listens. */
async function listeningChannel() {
  const heard: string[] = [];
  let listening!: () => void;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const channel = openPostgresChannel(database.url!, {
    heard: (payload) => heard.push(payload),
    listening: () => listening(),
    away: () => undefined,
  });
  await ready;
  return { channel, heard };
}

describe('the PostgreSQL invalidation channel', () => {
  let sender: { channel: InvalidationChannel; heard: string[] };
  let other: { channel: InvalidationChannel; heard: string[] };
  beforeAll(async () => {
    sender = await listeningChannel();
    other = await listeningChannel();
  });
  afterAll(async () => {
    await sender.channel.close();
    await other.channel.close();
  });

  // Many writes commit at once on a busy instance, and each tells the others.
  it('sends 30 messages published at once one after another, and every instance hears each once, in order', async () => {
    const messages = Array.from({ length: 30 }, (_, index) => `write ${index}`);
    await Promise.all(messages.map((message) => sender.channel.publish(message)));
    // Each message goes out on both the current and the earlier versions' channel names.
    const twice = messages.flatMap((message) => [message, message]);
    await expect.poll(() => other.heard).toEqual(twice);
    await expect.poll(() => sender.heard).toEqual(twice);
  });

  it('refuses a message at once once closed', async () => {
    const { channel } = await listeningChannel();
    await channel.close();
    await expect(channel.publish('too late')).rejects.toThrow('not connected to the database');
  });
});
