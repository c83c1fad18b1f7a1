import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { expect, vi } from 'vitest';

/**
 * A Redis server of a test's own on `port`, so that it can be killed and started again
 * without touching the Redis anyone else uses. Nothing is saved: a restart starts empty.
 */
export class OwnRedisServer {
  readonly url: string;
  /** A client of the test's own, to look at what the app's clients did. */
  readonly inspector: Redis;
  private server: ChildProcess | undefined;

  constructor(readonly port: number) {
    this.url = `redis://127.0.0.1:${port}`;
    this.inspector = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    this.inspector.on('error', () => {});
  }

  /** Starts the server and waits until it answers. */
  async start() {
    this.server = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await vi.waitFor(async () => expect(await this.inspector.ping()).toBe('PONG'), {
      timeout: 10_000,
      interval: 100,
    });
  }

  /** Sends the server a signal: SIGSTOP makes it hang (connections open, no answer), SIGCONT resumes it. */
  signal(signal: NodeJS.Signals) {
    this.server?.kill(signal);
  }

  /** Ends the server at once, as a crash would. */
  async kill() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    await exited;
  }

  async close() {
    this.inspector.disconnect();
    await this.kill();
  }
}
