import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { residentBytes } from './report';

export interface Server {
  pid: number;
  url: string;
  /** Asks the process to stop (SIGTERM; SIGKILL after 10 s) and tells how it ended. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function waitForAnswer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${url} exited with ${child.signalCode ?? child.exitCode}:\n${output().slice(-3000)}`,
      );
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 2 minutes:\n${output().slice(-3000)}`);
}

/**
 * Starts an entry point in its own Node process (a TypeScript one with tsx loaded in that
 * process, so the pid is the server's own; `nodeFlags` go to that Node, e.g. --cpu-prof)
 * and waits until `readyPath` answers 200.
 */
export async function startServer(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
  nodeFlags: string[] = [],
): Promise<Server> {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, entry, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${base}${readyPath}`, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  let stopping = false;
  // Scenarios against a server that has died only count refused connections: say why it died.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `${entry} stopped during the benchmark (${signal ?? `exit code ${code}`}):\n${output.slice(-3000)}`,
      );
  });
  return {
    pid: child.pid!,
    url: base,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null)
          return resolve({ code: child.exitCode, signal: child.signalCode });
        child.once('exit', (code, signal) => resolve({ code, signal }));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Samples a process's resident memory every `everyMs` until stopped; tells the largest. */
export function sampleResidentMemory(pid: number, everyMs = 250) {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, residentBytes(readFileSync(`/proc/${pid}/status`, 'utf8')) ?? 0);
    } catch {
      // the process has gone
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    peakBytes: () => peak,
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** A port no one listens on now, for a server the benchmark starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
