/**
 * What a run leaves out of a dump, and why: a line it skips whole (too long, not JSON, not in
 * the dump's form, a name the app would refuse, an item it read already, a row the database
 * refused), or a name or account claim it refuses on a human it imports. Each is counted
 * with the run's counts; the first few of each reason are listed with their line and item.
 */
export const SKIPPED_LINE_REASONS = [
  'skippedLineTooLong',
  'skippedNotJson',
  'skippedMalformedEntity',
  'skippedUnusableName',
  'skippedRepeatedItem',
  'skippedNotWritten',
] as const;
export const BAD_LINE_REASONS = [
  ...SKIPPED_LINE_REASONS,
  'refusedAliases',
  'refusedHandles',
] as const;
export type BadLineReason = (typeof BAD_LINE_REASONS)[number];

export interface BadLine {
  /** The line's number in the dump file, from 1. */
  line: number;
  itemId: string | null;
  reason: BadLineReason;
  /** Why, as a terminal may show it (see printable). */
  detail: string;
}

/** The most bad lines of one reason a run lists (it counts them all). */
export const BAD_LINES_LISTED_PER_REASON = 10;

/** The first bad lines of each reason a run met, for its summary. */
export class BadLineList {
  private readonly byReason = new Map<BadLineReason, BadLine[]>();

  note(bad: BadLine): void {
    const listed = this.byReason.get(bad.reason) ?? [];
    this.byReason.set(bad.reason, listed);
    if (listed.length < BAD_LINES_LISTED_PER_REASON)
      listed.push({ ...bad, detail: printable(bad.detail, DETAIL_MAX_CHARACTERS) });
  }

  /** In the dump's order (lines are noted as they are read, and as their batch is written). */
  list(): BadLine[] {
    return [...this.byReason.values()].flat().sort((a, b) => a.line - b.line);
  }
}

const DETAIL_MAX_CHARACTERS = 200;

/**
 * Text as a terminal may show it: control, format (zero-width, text-direction) and
 * unassigned characters written as escapes, so a name quoted in a report neither hides
 * characters nor turns the report around; cut short after `max` characters.
 */
export function printable(text: string, max: number): string {
  const characters = [...text];
  const kept = characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
  return kept.replace(
    /\p{C}/gu,
    (character) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
}

/** Why an item is skipped as repeated, by the reading or by the writing. */
export const REPEATED_ITEM = 'an earlier line of the dump holds the same item';

/** A text an item holds, quoted in a report. */
export const quoted = (text: string) => `"${printable(text, QUOTED_MAX_CHARACTERS)}"`;
const QUOTED_MAX_CHARACTERS = 60;
