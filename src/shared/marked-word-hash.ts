/**
 * A marked word's 64-bit hash as two 32-bit halves (cyrb53's mixing, widened): marked words
 * are only ever looked up whole, so the index keeps their hashes, off the JavaScript heap,
 * instead of millions of strings (two words sharing all 64 bits are not expected below
 * billions of words).
 */
export function markedWordHash(word: string): [high: number, low: number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** Index of a hash in sorted hash halves, or -1. */
export function findHash(
  high: Uint32Array,
  low: Uint32Array,
  [wantHigh, wantLow]: [number, number],
) {
  let from = 0;
  let to = high.length;
  while (from < to) {
    const middle = (from + to) >>> 1;
    const below = high[middle]! < wantHigh || (high[middle] === wantHigh && low[middle]! < wantLow);
    if (below) from = middle + 1;
    else to = middle;
  }
  return high[from] === wantHigh && low[from] === wantLow ? from : -1;
}

/**
 * Sorts entries by their 64-bit keys (two 32-bit halves), keeping the order of equal keys:
 * a least-significant-digit radix sort in four passes of 16 bits. Answers the entries' indices.
 */
export function sortByHash(high: Uint32Array, low: Uint32Array): Uint32Array {
  let order = Uint32Array.from({ length: high.length }, (_, index) => index);
  let next = new Uint32Array(high.length);
  const counts = new Uint32Array(0x10001);
  for (const [halves, shift] of [
    [low, 0],
    [low, 16],
    [high, 0],
    [high, 16],
  ] as const) {
    counts.fill(0);
    for (let at = 0; at < order.length; at++)
      counts[((halves[order[at]!]! >>> shift) & 0xffff) + 1]!++;
    for (let digit = 1; digit < counts.length; digit++) counts[digit]! += counts[digit - 1]!;
    for (let at = 0; at < order.length; at++) {
      const entry = order[at]!;
      next[counts[(halves[entry]! >>> shift) & 0xffff]!++] = entry;
    }
    [order, next] = [next, order];
  }
  return order;
}
