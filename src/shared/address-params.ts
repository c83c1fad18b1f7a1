/**
 * A whole number of 1 or more from an address's query (a page, an id), or null for anything
 * else: pages read their own parameters with it and ignore values that make no sense.
 */
export function positiveIntParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : null;
}
