/** A count with its noun, singular for exactly one: '1 approval', '0 approvals', '2 replies'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
