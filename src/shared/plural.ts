/** A count with its noun, singular for exactly one: '1 approval', '0 approvals', '2 replies'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Items in a sentence: "A", "A and B", "A, B and C". */
export function listInWords(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
