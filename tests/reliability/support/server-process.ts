import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Agent, fetch } from 'undici';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One line of the server's JSON log (pino). */
export interface LogLine {
  level: number;
  time: number;
  msg?: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  [field: string]: unknown;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  /** How long the request took, in milliseconds. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Gives up after this long (the answer is then a thrown TimeoutError). */
  timeoutMs?: number;
}

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  /** Further settings (REDIS_URL, RATE_LIMIT, TRUST_PROXY, …). */
  env?: Record<string, string>;
  /** Keeps a data directory across restarts (the settings key file lives there). */
  dataDir?: string;
}

/** A JSON request to `baseUrl` through `dispatcher`, timed. */
export async function requestJson(
  dispatcher: Agent,
  baseUrl: string,
  address: string,
  { method = 'GET', body, token, headers = {}, timeoutMs = 30_000 }: RequestOptions = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${address}`, {
    method,
    dispatcher,
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the body, and assertions on JSON fields then fail.
  }
  return {
    status: response.status,
    headers: response.headers,
    body: parsed,
    ms: performance.now() - started,
  };
}

/** Builds the server (dist/server) unless the build is newer than its sources, as `npm start` does. */
function buildServerIfNeeded() {
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`Building the server failed:\n${built.stderr}`);
}

/**
 * The real server (`node dist/server/main.js`, the build `npm start` runs) as a child
 * process: it migrates its database, listens on `port`, and writes JSON logs that the tests
 * read.
 */
export class ServerProcess {
  readonly url: string;
  /** Connections of the tests' own, dropped with the process so a restart starts clean. */
  readonly agent = new Agent({ connections: 128 });
  private readonly child: ChildProcess;
  private stdout = '';
  private stderr = '';
  private readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly ownDataDir: string | undefined;
  private stopped: ServerProcess['exit'] | undefined;
  private readonly signals = new Set<NodeJS.Signals>();

  private constructor(readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    this.ownDataDir = options.dataDir
      ? undefined
      : mkdtempSync(path.join(os.tmpdir(), 'directory-reliability-'));
    buildServerIfNeeded();
    this.child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: repositoryRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        DATA_DIR: options.dataDir ?? this.ownDataDir!,
        DATABASE_URL: options.databaseUrl,
        LOG_LEVEL: 'info',
        LOG_REQUESTS: 'on',
        RATINGS_REFRESH_HOURS: '0',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.stdout += chunk));
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    // 'close' rather than 'exit': it comes once the output is read to its end.
    this.exit = new Promise((resolve) =>
      this.child.once('close', (code, signal) => resolve({ code, signal })),
    );
  }

  /** Starts a server and waits until it answers. */
  static async start(options: ServerOptions): Promise<ServerProcess> {
    const server = new ServerProcess(options);
    await server.waitUntilReady();
    return server;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Every JSON line the server has logged so far. */
  logs(): LogLine[] {
    return this.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }

  /** Everything the server wrote, for failure messages. */
  output(): string {
    return `${this.stdout}\n${this.stderr}`.trim();
  }

  /** Lines logged at error level or above. */
  errors(): LogLine[] {
    return this.logs().filter((line) => line.level >= 50);
  }

  /** The status of every request this process answered at an address starting with `prefix`. */
  served(prefix: string): number[] {
    return this.logs()
      .filter((line) => line.res && line.req?.url.startsWith(prefix))
      .map((line) => line.res!.statusCode);
  }

  request(address: string, options?: RequestOptions): Promise<Answer> {
    return requestJson(this.agent, this.url, address, options);
  }

  /** Sends a signal and waits until the process is gone. */
  stop(signal: NodeJS.Signals = 'SIGTERM') {
    // Once per signal: a second SIGTERM would end the server before its own shutdown does.
    if (this.running && !this.signals.has(signal)) {
      this.signals.add(signal);
      this.child.kill(signal);
    }
    this.stopped ??= this.exit.then(async (exit) => {
      await this.agent.destroy();
      if (this.ownDataDir) rmSync(this.ownDataDir, { recursive: true, force: true });
      return exit;
    });
    return this.stopped;
  }

  private async waitUntilReady(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`The server on port ${this.options.port} exited:\n${this.output()}`);
      }
      try {
        const answer = await this.request('/api/auth-status', { timeoutMs: 2000 });
        if (answer.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    await this.stop('SIGKILL');
    throw new Error(`The server on port ${this.options.port} did not answer:\n${this.output()}`);
  }
}
