import { setTimeout as sleep } from 'node:timers/promises';

/** Requests to outside hosts in flight at once, across every caller in this process. */
export const MAX_FETCHES_AT_ONCE = 3;
/** The pause after one request to a host ends before the next to that host starts. */
export const HOST_PAUSE_MS = 1000;

let fetchesInFlight = 0;
const waitingForSlot: (() => void)[] = [];
/** Per host, when its last request ended (a promise while one is still queued or running). */
const hostLastEnded = new Map<string, Promise<number>>();

async function takeSlot(): Promise<void> {
  if (fetchesInFlight < MAX_FETCHES_AT_ONCE) {
    fetchesInFlight++;
    return;
  }
  // A finished request hands its slot straight to the next in line, so the count stays.
  await new Promise<void>((resolve) => waitingForSlot.push(resolve));
}

function releaseSlot(): void {
  const next = waitingForSlot.shift();
  if (next) next();
  else fetchesInFlight--;
}

/**
 * Runs one request when it is polite to: when fewer than MAX_FETCHES_AT_ONCE are in flight
 * and, with `spaced`, when the host's previous request ended at least HOST_PAUSE_MS ago
 * (spacing from the end rather than the start also keeps a slow host to one request at a
 * time). Requests to one host run in the order they were asked for.
 */
export async function whenPolite<T>(
  host: string,
  spaced: boolean,
  request: () => Promise<T>,
): Promise<T> {
  if (!spaced) return runInSlot(request);
  const previousEnded = hostLastEnded.get(host);
  let markEnded!: (at: number) => void;
  const ended = new Promise<number>((resolve) => (markEnded = resolve));
  hostLastEnded.set(host, ended);
  try {
    if (previousEnded) {
      const wait = (await previousEnded) + HOST_PAUSE_MS - Date.now();
      if (wait > 0) await sleep(wait);
    }
    return await runInSlot(request);
  } finally {
    markEnded(Date.now());
    setTimeout(() => {
      if (hostLastEnded.get(host) === ended) hostLastEnded.delete(host);
    }, HOST_PAUSE_MS).unref();
  }
}

async function runInSlot<T>(request: () => Promise<T>): Promise<T> {
  await takeSlot();
  try {
    return await request();
  } finally {
    releaseSlot();
  }
}
