import type { Answer } from './server-process';

/** What became of one request: its answer, or the error that ended it (a dropped connection). */
export interface Outcome<Item> {
  item: Item;
  answer?: Answer;
  error?: string;
  /** When it was sent and when it ended, in milliseconds since the load began. */
  sentAt: number;
  endedAt: number;
}

async function settle<Item>(
  item: Item,
  began: number,
  send: (item: Item) => Promise<Answer>,
): Promise<Outcome<Item>> {
  const sentAt = performance.now() - began;
  try {
    const answer = await send(item);
    return { item, answer, sentAt, endedAt: performance.now() - began };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      error instanceof Error
        ? `${error.name}: ${error.message}${cause ? ` (${cause.code ?? cause.message})` : ''}`
        : String(error);
    return { item, error: reason, sentAt, endedAt: performance.now() - began };
  }
}

/**
 * Sends `items` with `concurrency` requests in flight at a time. `onOutcome` sees each
 * outcome as it arrives and answers false to stop sending the rest.
 */
export async function sendConcurrently<Item>(
  items: Item[],
  concurrency: number,
  send: (item: Item) => Promise<Answer>,
  onOutcome: (outcome: Outcome<Item>) => boolean = () => true,
): Promise<Outcome<Item>[]> {
  const began = performance.now();
  const outcomes: Outcome<Item>[] = [];
  let next = 0;
  let sending = true;
  const worker = async () => {
    while (sending && next < items.length) {
      const outcome = await settle(items[next++]!, began, send);
      outcomes.push(outcome);
      if (!onOutcome(outcome)) sending = false;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/**
 * Keeps `workers` clients sending until `stop` resolves; `next` makes a client's request
 * from its number and how many it sent before. The outcomes grow as answers arrive, so a
 * test can watch them; `done` resolves once every client stopped.
 */
export function sendUntil<Item>(
  workers: number,
  stop: Promise<unknown>,
  next: (worker: number, round: number) => Item,
  send: (item: Item) => Promise<Answer>,
): { outcomes: Outcome<Item>[]; done: Promise<void> } {
  const began = performance.now();
  const outcomes: Outcome<Item>[] = [];
  let sending = true;
  void stop.then(() => (sending = false));
  const worker = async (index: number) => {
    for (let round = 0; sending; round++) {
      outcomes.push(await settle(next(index, round), began, send));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return { outcomes, done: done.then(() => undefined) };
}
