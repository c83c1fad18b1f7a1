import { inArray, sql } from 'drizzle-orm';
import type { WikidataHuman } from '@shared/wikidata-entity';
import { insertColumns } from '../../platform/database/insert-columns';
import { wikidataItems } from '../../model/schema';
import type { WriteScope } from '../derived-data';
import { addAccounts } from './batch-accounts';
import { addAliases } from './batch-aliases';
import { importPeople } from './batch-people';
import { anchorSites } from './batch-sites';
import type { ImportContext } from './import-context';

/**
 * Imports a batch of humans in a few statements whatever its size: their people (created,
 * or brought up to date where nobody changed what the last import wrote), aliases, listed
 * accounts and official sites. A person of the same name without an item is listed for
 * administrators and left alone. Returns the items this run wrote already (the dump repeats
 * them), which it leaves as the first of their lines made them.
 */
export async function importHumans(
  write: WriteScope,
  batch: readonly WikidataHuman[],
  context: ImportContext,
): Promise<string[]> {
  if (batch.length === 0) return [];
  const ledger = new Map(
    (
      await write.tx
        .select()
        .from(wikidataItems)
        .where(
          inArray(
            wikidataItems.itemId,
            batch.map((human) => human.itemId),
          ),
        )
    ).map((row) => [row.itemId, row]),
  );
  const repeated = batch.filter((human) => ledger.get(human.itemId)?.seenRun === context.run);
  context.counts.skippedRepeatedItem += repeated.length;
  const humans = repeated.length === 0 ? batch : batch.filter((human) => !repeated.includes(human));
  const imported = await importPeople(write, humans, ledger, context);
  const repeatedIds = repeated.map((human) => human.itemId);
  if (imported.length === 0) return repeatedIds;
  await addAliases(write, imported, context.counts);
  await addAccounts(write, imported, context);
  await anchorSites(write, imported, context.counts);
  await write.tx.execute(
    sql`${insertColumns(
      wikidataItems,
      ['itemId', 'personId', 'imported', 'seenRun'],
      imported.map(({ human, personId, facts }) => ({
        itemId: human.itemId,
        personId,
        imported: facts,
        seenRun: context.run,
      })),
    )}
    on conflict (item_id) do update set person_id = excluded.person_id,
      imported = excluded.imported, seen_run = excluded.seen_run`,
  );
  return repeatedIds;
}
