import { inArray } from 'drizzle-orm';
import { ALIASES_PER_PERSON } from '@shared/schemas/people';
import { people, personAliases } from '../../model/schema';
import type { WriteScope } from '../derived-data';
import { addAliasRecords, type NewAlias, nameKeys, peopleNamed } from '../people';
import type { ImportCounts, Imported } from './import-context';

const canonicalTag = (language: string): string | null => {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? null;
  } catch {
    return null;
  }
};

/**
 * The items' other names as aliases, up to each person's cap: never one the import added
 * before (if it is gone, someone removed it), nor one that is, or looks like, another
 * person's name or alias, in the directory or elsewhere in the batch.
 */
export async function addAliases(
  write: WriteScope,
  imported: readonly Imported[],
  counts: ImportCounts,
) {
  const personIds = imported.map((entry) => entry.personId);
  const names = await write.tx
    .select({ personId: people.id, nameKey: people.nameKey })
    .from(people)
    .where(inArray(people.id, personIds));
  const aliasKeys = await write.tx
    .select({ personId: personAliases.personId, nameKey: personAliases.nameKey })
    .from(personAliases)
    .where(inArray(personAliases.personId, personIds));
  const taken = new Set([
    ...names.map((row) => `${row.personId} ${row.nameKey}`),
    ...aliasKeys.map((row) => `${row.personId} ${row.nameKey}`),
  ]);
  // Each person's room under the cap, counted from the aliases just read.
  const room = new Map(names.map((row) => [row.personId, ALIASES_PER_PERSON]));
  for (const { personId } of aliasKeys) room.set(personId, room.get(personId)! - 1);

  const candidates = imported.flatMap(({ human, personId, facts }) =>
    human.otherNames
      .map((other) => ({ other, personId, facts, keys: nameKeys(other.name) }))
      .filter(
        ({ keys }) =>
          !taken.has(`${personId} ${keys.nameKey}`) && !facts.aliasKeys.includes(keys.nameKey),
      ),
  );
  const owners = await peopleNamed(
    write.tx,
    candidates.map(({ keys, personId }) => ({ ...keys, exceptPersonId: personId })),
  );
  const claimedInBatch = new Map<string, number>();
  const rows: NewAlias[] = [];
  candidates.forEach(({ other, personId, facts, keys }, index) => {
    if ((room.get(personId) ?? 0) <= 0 || taken.has(`${personId} ${keys.nameKey}`)) return;
    const claimedBy = [keys.nameKey, keys.nameSkeleton].map((key) => claimedInBatch.get(key));
    if (owners[index] || claimedBy.some((owner) => owner !== undefined && owner !== personId)) {
      counts.skippedAliasOfAnotherPerson += 1;
      return;
    }
    claimedInBatch.set(keys.nameKey, personId).set(keys.nameSkeleton, personId);
    taken.add(`${personId} ${keys.nameKey}`);
    room.set(personId, room.get(personId)! - 1);
    facts.aliasKeys.push(keys.nameKey);
    rows.push({
      personId,
      name: other.name,
      language: canonicalTag(other.language),
      ...keys,
      addedById: null,
    });
  });
  await addAliasRecords(write, rows);
  counts.aliasesAdded += rows.length;
}
