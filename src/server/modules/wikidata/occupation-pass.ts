import { sql } from 'drizzle-orm';
import { categoryFor } from '@shared/wikidata-categories';
import { labelOf } from '@shared/wikidata-entity';
import { type Database, queryRows } from '../../platform/database/client';
import { wikidataItems } from '../../model/schema';
import { runWrite } from '../derived-data';
import { type DumpIdentity, lineEntityId, readDump } from './dump-lines';
import { entityCheck, parseEntityLine } from './entity-line';
import type { ImportContext } from './import-context';
import type { ImportOptions } from './import-options';
import { nameImportedOccupation } from './writes';

/**
 * Names the professions still given as an occupation's item id (the first pass committed
 * the human before it read the item, or a resumed run skipped it), from the labels the
 * first pass read or else a second pass over the dump, and files those people by the
 * mapping where they have no category yet. Returns how many occupations it named.
 */
export async function nameOccupations(
  db: Database,
  options: ImportOptions,
  dump: DumpIdentity,
  context: ImportContext,
  entities: number,
): Promise<number> {
  const unnamed = await queryRows<{ itemId: string }>(
    db,
    sql`select distinct imported->>'profession' as "itemId" from ${wikidataItems}
        where imported->>'profession' ~ '^Q[0-9]+$'`,
  );
  if (unnamed.length === 0) return 0;
  const named = new Map<string, string>();
  const wanted = new Set<string>();
  for (const { itemId } of unnamed) {
    const label = context.occupationLabels.get(itemId);
    if (label) named.set(itemId, label);
    else wanted.add(itemId);
  }
  if (wanted.size > 0) await readLabels(options, dump, context, entities, wanted, named);
  for (const [itemId, label] of named) await nameOccupation(db, itemId, label, context);
  return named.size;
}

/**
 * Reads the dump again for the labels of these items (the first pass met them before they
 * were wanted), as far as the last of them: each item is in the dump once, and an
 * occupation's item usually comes early, its number being low.
 */
async function readLabels(
  options: ImportOptions,
  dump: DumpIdentity,
  context: ImportContext,
  entities: number,
  wanted: ReadonlySet<string>,
  named: Map<string, string>,
) {
  const reader = readDump(options.file, options.maxLineBytes);
  const shape = entityCheck(options.languages);
  const unread = new Set(wanted);
  let read = 0;
  try {
    // The first pass listed the lines it could not read: here they are passed over.
    for await (const { lines } of reader.lines) {
      for (const line of lines) {
        const id = Buffer.isBuffer(line) ? lineEntityId(line) : null;
        if (id && unread.delete(id)) {
          const parsed = parseEntityLine(line as Buffer, shape);
          const label = parsed.ok ? labelOf(parsed.entity, options.languages) : null;
          if (label) named.set(id, label);
        }
      }
      read += lines.length;
      if (unread.size === 0) break;
      options.onProgress?.({
        pass: 'occupations',
        entitiesRead: Math.min(read, entities),
        bytesRead: reader.bytesRead(),
        totalBytes: dump.size,
        counts: context.counts,
      });
    }
  } finally {
    reader.close();
  }
}

/** Gives the people whose profession is still this occupation's item id its label (and a category). */
async function nameOccupation(db: Database, itemId: string, label: string, context: ImportContext) {
  const category = categoryFor([{ itemId, label }], context.mapping);
  const categoryId = category === null ? null : (context.categoryIds.get(category) ?? null);
  await runWrite(db, 'name an occupation of Wikidata items', async (_tx, write) => {
    write.invalidateAll();
    await nameImportedOccupation(write, { itemId, label, categoryId });
  });
}
