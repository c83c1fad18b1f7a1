import { and, eq, inArray, sql } from 'drizzle-orm';
import { siteHost } from '@shared/roots';
import { ALIASES_PER_PERSON } from '@shared/schemas/people';
import { categoryFor, type CategoryMapping } from '@shared/wikidata-categories';
import { splitName, type WikidataHuman } from '@shared/wikidata-entity';
import { queryRows } from '../../platform/database/client';
import { insertColumns } from '../../platform/database/insert-columns';
import {
  identityAnchors,
  type ImportedItemFacts,
  people,
  personAliases,
  wikidataItems,
  wikidataPossibleMatches,
} from '../../model/schema';
import type { WriteScope } from '../derived-data';
import { addAliasRecords, type NewAlias, nameKeys, peopleNamed, personNamed } from '../people';
import {
  addImportedPeople,
  addListedAccounts,
  anchorOfficialSites,
  type ClaimedAccount,
  listAccounts,
  type OfficialSite,
  type PersonChanges,
  updateImportedPerson,
} from './writes';
import { BAD_LINE_REASONS } from './bad-lines';

/** What a run counted, as the summary prints it. */
export const IMPORT_COUNTS = [
  'peopleCreated',
  'peopleUpdated',
  'aliasesAdded',
  'accountsCreated',
  'accountsListed',
  'accountsUnlisted',
  'officialSitesAnchored',
  'possibleMatches',
  'skippedNameOfAnotherItem',
  'skippedPersonRemoved',
  'skippedAccountOfAnotherPerson',
  'skippedAccountRejectedOrRemoved',
  'skippedAliasOfAnotherPerson',
  ...BAD_LINE_REASONS,
] as const;
export type ImportCounts = Record<(typeof IMPORT_COUNTS)[number], number>;

/** What every item of a run is imported with. */
export interface ImportContext {
  run: number;
  platformIds: ReadonlyMap<string, number>;
  /** Category ids by name. */
  categoryIds: ReadonlyMap<string, number>;
  mapping: CategoryMapping;
  /** Occupations' labels, as far as the dump has shown them. */
  occupationLabels: ReadonlyMap<string, string>;
  counts: ImportCounts;
}

/** A human of the batch whose person the import writes, with the facts it writes. */
interface Imported {
  human: WikidataHuman;
  personId: number;
  facts: ImportedItemFacts;
}

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
async function importPeople(
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
async function addAliases(write: WriteScope, imported: readonly Imported[], counts: ImportCounts) {
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

interface KnownAccount {
  id: number;
  handle: string;
  personId: number;
  status: string;
  isDeleted: boolean;
  seenRun: number | null;
  unlistedAt: Date | null;
}

/**
 * The accounts the items' claims list: a new pending account for a handle the directory
 * does not have, a listing for the person's own account of that handle; never an account of
 * another person (in the directory or earlier in the batch), nor one the community rejected
 * or a moderator removed.
 */
async function addAccounts(
  write: WriteScope,
  imported: readonly Imported[],
  context: ImportContext,
) {
  const { counts } = context;
  const wanted = imported.flatMap(({ human, personId }) =>
    human.accounts.flatMap((account) => {
      const platformId = context.platformIds.get(account.platform);
      return platformId === undefined
        ? []
        : [
            {
              personId,
              platformId,
              itemId: human.itemId,
              account,
              handle: handleKey(platformId, account.username),
            },
          ];
    }),
  );
  if (wanted.length === 0) return;
  const known = await queryRows<KnownAccount>(
    write.tx,
    sql`select a.id, a.platform_id || ' ' || lower(a.username) as handle, a.person_id as "personId",
          a.status, a.is_deleted as "isDeleted", c.seen_run as "seenRun", c.unlisted_at as "unlistedAt"
        from social_accounts a
        join unnest(${sql.param(wanted.map((entry) => entry.platformId))}::int[],
                    ${sql.param(wanted.map((entry) => entry.account.username.toLowerCase()))}::text[])
          as wanted(platform_id, handle)
          on a.platform_id = wanted.platform_id and lower(a.username) = wanted.handle
        left join wikidata_claims c on c.account_id = a.id`,
  );
  const byHandle = new Map<string, KnownAccount[]>();
  for (const account of known)
    byHandle.set(account.handle, [...(byHandle.get(account.handle) ?? []), account]);

  const toList: Parameters<typeof listAccounts>[1][number][] = [];
  const toCreate: ClaimedAccount[] = [];
  const claimedInBatch = new Set<string>();
  for (const entry of wanted) {
    const { personId, itemId, account, handle } = entry;
    const rows = byHandle.get(handle) ?? [];
    const live = rows.find((row) => row.status !== 'rejected' && !row.isDeleted);
    if (claimedInBatch.has(handle) || (live && live.personId !== personId)) {
      counts.skippedAccountOfAnotherPerson += 1;
    } else if (live) {
      if (live.seenRun === null || live.unlistedAt !== null) counts.accountsListed += 1;
      toList.push({ accountId: live.id, itemId, account });
    } else if (rows.length > 0) {
      // Still listed, still rejected or removed: the listing says so, the status stays.
      const own = rows.find((row) => row.personId === personId && row.seenRun !== null);
      if (own) toList.push({ accountId: own.id, itemId, account });
      counts.skippedAccountRejectedOrRemoved += 1;
    } else {
      claimedInBatch.add(handle);
      toCreate.push(entry);
    }
  }
  const created = new Map(
    (await addListedAccounts(write, toCreate)).map((row) => [
      handleKey(row.platformId, row.username),
      row.id,
    ]),
  );
  counts.accountsCreated += created.size;
  await listAccounts(
    write,
    [
      ...toList,
      ...toCreate.map(({ itemId, account, platformId }) => ({
        accountId: created.get(handleKey(platformId, account.username))!,
        itemId,
        account,
      })),
    ],
    context.run,
  );
}

const handleKey = (platformId: number, username: string) =>
  `${platformId} ${username.toLowerCase()}`;

/** The items' official websites as anchors, except hosts an earlier import anchored (gone: removed). */
async function anchorSites(write: WriteScope, imported: readonly Imported[], counts: ImportCounts) {
  const withSites = imported.filter(({ human }) => human.websites.length > 0);
  if (withSites.length === 0) return;
  const present = await write.tx
    .select({ personId: identityAnchors.personId, host: identityAnchors.host })
    .from(identityAnchors)
    .where(
      inArray(
        identityAnchors.personId,
        withSites.map((entry) => entry.personId),
      ),
    );
  const known = new Set(present.map(({ personId, host }) => `${personId} ${host}`));
  const sites: OfficialSite[] = [];
  const factsOf = new Map(withSites.map(({ personId, facts }) => [personId, facts]));
  for (const { human, personId, facts } of withSites) {
    for (const url of human.websites) {
      const host = siteHost(new URL(url));
      const key = `${personId} ${host}`;
      if (known.has(key) || facts.anchorHosts.includes(host)) continue;
      known.add(key);
      sites.push({ personId, itemId: human.itemId, url, host });
    }
  }
  for (const { personId, host } of await anchorOfficialSites(write, sites)) {
    factsOf.get(personId)!.anchorHosts.push(host);
    counts.officialSitesAnchored += 1;
  }
}
