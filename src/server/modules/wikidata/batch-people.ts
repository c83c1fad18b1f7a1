import { and, eq, inArray } from 'drizzle-orm';
import { categoryFor } from '@shared/wikidata-categories';
import { splitName, type WikidataHuman } from '@shared/wikidata-entity';
import {
  type ImportedItemFacts,
  people,
  type wikidataItems,
  wikidataPossibleMatches,
} from '../../model/schema';
import type { WriteScope } from '../derived-data';
import { nameKeys, peopleNamed, personNamed } from '../people';
import type { ImportContext, ImportCounts, Imported } from './import-context';
import { addImportedPeople, type PersonChanges, updateImportedPerson } from './writes';

/**
 * The profession (the first occupation's label) and category an item gives. A label this
 * run has not read yet is the one an earlier run found for the same occupation, or else
 * the occupation's item id until the second pass names it.
 */
function occupationFacts(
  human: WikidataHuman,
  context: ImportContext,
  before: ImportedItemFacts | undefined,
): Pick<ImportedItemFacts, 'occupationId' | 'profession' | 'categoryId'> {
  const occupations = human.occupationIds.map((itemId) => ({
    itemId,
    label: context.occupationLabels.get(itemId) ?? null,
  }));
  const [first] = occupations;
  if (first && first.label === null && before?.occupationId === first.itemId) {
    return {
      occupationId: first.itemId,
      profession: before.profession,
      categoryId: before.categoryId,
    };
  }
  const categoryName = categoryFor(occupations, context.mapping);
  return {
    occupationId: first?.itemId ?? null,
    profession: first ? (first.label ?? first.itemId) : '',
    categoryId: categoryName === null ? null : (context.categoryIds.get(categoryName) ?? null),
  };
}

/** The batch's people: found by item and updated, or created; the rest skipped or listed as possible matches. */
export async function importPeople(
  write: WriteScope,
  humans: readonly WikidataHuman[],
  ledger: ReadonlyMap<string, typeof wikidataItems.$inferSelect>,
  context: ImportContext,
): Promise<Imported[]> {
  const { tx } = write;
  const { counts } = context;
  const factsOf = (human: WikidataHuman): ImportedItemFacts => {
    const before = ledger.get(human.itemId)?.imported;
    return {
      ...splitName(human.name),
      ...occupationFacts(human, context, before),
      aliasKeys: [...(before?.aliasKeys ?? [])],
      anchorHosts: [...(before?.anchorHosts ?? [])],
    };
  };
  const found = new Map(
    (
      await tx
        .select({
          id: people.id,
          wikidataId: people.wikidataId,
          firstName: people.firstName,
          lastName: people.lastName,
          profession: people.profession,
          categoryId: people.categoryId,
        })
        .from(people)
        .where(
          and(
            inArray(
              people.wikidataId,
              humans.map((human) => human.itemId),
            ),
            eq(people.isDeleted, false),
          ),
        )
    ).map((person) => [person.wikidataId!, person]),
  );

  const imported: Imported[] = [];
  const newcomers: WikidataHuman[] = [];
  for (const human of humans) {
    const person = found.get(human.itemId);
    const facts = factsOf(human);
    if (person) {
      await updatePerson(write, person, human, facts, ledger.get(human.itemId)?.imported, counts);
      imported.push({ human, personId: person.id, facts });
    } else if (ledger.get(human.itemId)?.personId) {
      // A moderator deleted the person (or merged them into someone with an item of their own).
      counts.skippedPersonRemoved += 1;
    } else newcomers.push(human);
  }

  const namesakes = await peopleNamed(
    tx,
    newcomers.map((human) => nameKeys(human.name)),
  );
  const takenKeys = new Set<string>();
  const takenSkeletons = new Set<string>();
  const matches: (typeof wikidataPossibleMatches.$inferInsert)[] = [];
  const toCreate: { human: WikidataHuman; facts: ImportedItemFacts }[] = [];
  newcomers.forEach((human, index) => {
    const namesake = namesakes[index];
    const keys = nameKeys(human.name);
    if (namesake && !namesake.wikidataId) {
      matches.push({ itemId: human.itemId, name: human.name, personId: namesake.id });
    } else if (namesake || takenKeys.has(keys.nameKey) || takenSkeletons.has(keys.nameSkeleton)) {
      counts.skippedNameOfAnotherItem += 1;
    } else {
      takenKeys.add(keys.nameKey);
      takenSkeletons.add(keys.nameSkeleton);
      toCreate.push({ human, facts: factsOf(human) });
    }
  });
  if (matches.length > 0) {
    const listed = await tx
      .insert(wikidataPossibleMatches)
      .values(matches)
      .onConflictDoNothing()
      .returning({ id: wikidataPossibleMatches.id });
    counts.possibleMatches += listed.length;
  }
  const created = await addImportedPeople(
    write,
    toCreate.map(({ human, facts }) => ({
      firstName: facts.firstName,
      lastName: facts.lastName,
      profession: facts.profession,
      categoryId: facts.categoryId,
      wikidataId: human.itemId,
    })),
  );
  const createdIds = new Map(created.map((person) => [person.wikidataId!, person.id]));
  counts.peopleCreated += created.length;
  for (const { human, facts } of toCreate) {
    imported.push({ human, personId: createdIds.get(human.itemId)!, facts });
  }
  return imported;
}

/** Brings a person to the item's values where they still have what the last import wrote. */
async function updatePerson(
  write: WriteScope,
  person: {
    id: number;
    firstName: string;
    lastName: string;
    profession: string;
    categoryId: number | null;
  },
  human: WikidataHuman,
  facts: ImportedItemFacts,
  before: ImportedItemFacts | undefined,
  counts: ImportCounts,
) {
  const changes = changesToMake(person, facts, before);
  if (
    changes.firstName !== undefined &&
    (await personNamed(write.tx, nameKeys(human.name), person.id))
  ) {
    delete changes.firstName;
    delete changes.lastName;
  }
  if (Object.keys(changes).length === 0) return;
  await updateImportedPerson(write, person.id, changes);
  counts.peopleUpdated += 1;
}

/** The item's values where the person still has what the last import wrote (nobody changed it since). */
function changesToMake(
  person: { firstName: string; lastName: string; profession: string; categoryId: number | null },
  facts: ImportedItemFacts,
  before: ImportedItemFacts | undefined,
): PersonChanges {
  if (!before) return {};
  const changes: PersonChanges = {};
  const nameKept = person.firstName === before.firstName && person.lastName === before.lastName;
  if (nameKept && (facts.firstName !== before.firstName || facts.lastName !== before.lastName)) {
    changes.firstName = facts.firstName;
    changes.lastName = facts.lastName;
  }
  if (person.profession === before.profession && facts.profession !== before.profession)
    changes.profession = facts.profession;
  if (person.categoryId === before.categoryId && facts.categoryId !== before.categoryId)
    changes.categoryId = facts.categoryId;
  return changes;
}
