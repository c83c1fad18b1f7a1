import { labelOf, mayListAccounts, readHuman } from '@shared/wikidata-entity';
import { type BadLineList, type BadLineReason, quoted, REPEATED_ITEM } from './bad-lines';
import { type Batch, type BatchRow, zeroCounts } from './batch-commit';
import { lineEntityId, type OverlongLine } from './dump-lines';
import { entityCheck, parseEntityLine } from './entity-line';

/**
 * What the first pass makes of the dump's lines, one at a time: the humans of the batch
 * being read, the labels of the occupations they name (read where the dump comes to them),
 * and the lines it skips, or whose names and handles it refuses, counted and listed. Only
 * the lines that may hold a human with accounts, or an occupation's label, are parsed.
 */
export class BatchReading {
  /** The batch's humans so far, and the bytes of their lines (what the batch holds is a part of them). */
  rows: BatchRow[] = [];
  humanBytes = 0;
  /** What the batch's lines counted: those skipped, the names and handles refused. */
  private counts = zeroCounts();
  private items = new Set<string>();
  /** Occupations named by a human read before their own line. */
  private readonly wanted = new Set<string>();
  private readonly shape;

  constructor(
    private readonly options: { languages: readonly string[]; maxLineBytes: number },
    /** Occupations' labels as far as the dump has shown them: filled as it goes. */
    private readonly labels: Map<string, string>,
    private readonly bad: BadLineList,
  ) {
    this.shape = entityCheck(options.languages);
  }

  /** Reads line `number` of the file, the entity `position` of the dump. */
  read(line: Buffer | OverlongLine, number: number, position: number): void {
    if (!Buffer.isBuffer(line)) {
      const detail = `longer than ${this.options.maxLineBytes} bytes (${line.bytes} bytes)`;
      return this.note(number, line.entityId, 'skippedLineTooLong', detail);
    }
    const id = this.wanted.size > 0 ? lineEntityId(line) : null;
    const labelWanted = id !== null && this.wanted.delete(id);
    const mayBeHuman = mayListAccounts(line);
    if (!labelWanted && !mayBeHuman) return;
    const parsed = parseEntityLine(line, this.shape);
    if (!parsed.ok)
      return this.note(number, id ?? lineEntityId(line), parsed.reason, parsed.detail);
    const { entity } = parsed;
    const { languages } = this.options;
    if (labelWanted) {
      const label = labelOf(entity, languages);
      if (label) this.labels.set(id, label);
    }
    const reading = mayBeHuman ? readHuman(entity, languages) : null;
    if (!reading) return;
    if (!reading.ok) {
      const { reason, text } = reading.refusal;
      return this.note(number, entity.id, 'skippedUnusableName', `${reason}: ${quoted(text)}`);
    }
    for (const { kind, reason, text } of reading.refused) {
      const detail = text ? `${reason}: ${quoted(text)}` : reason;
      this.note(number, entity.id, kind === 'alias' ? 'refusedAliases' : 'refusedHandles', detail);
    }
    const { human } = reading;
    if (this.items.has(human.itemId))
      return this.note(number, human.itemId, 'skippedRepeatedItem', REPEATED_ITEM);
    this.items.add(human.itemId);
    this.rows.push({ human, line: number, position });
    this.humanBytes += line.length;
    for (const occupation of human.occupationIds)
      if (!this.labels.has(occupation)) this.wanted.add(occupation);
  }

  /** The batch read so far, the next begun. */
  take(): Pick<Batch, 'rows' | 'counts'> {
    const batch = { rows: this.rows, counts: this.counts };
    this.rows = [];
    this.counts = zeroCounts();
    this.items = new Set();
    this.humanBytes = 0;
    return batch;
  }

  private note(line: number, itemId: string | null, reason: BadLineReason, detail: string) {
    this.counts[reason] += 1;
    this.bad.note({ line, itemId, reason, detail });
  }
}
