import { and, eq, sql } from 'drizzle-orm';
import { siteHost } from '@shared/identity';
import { ALIASES_PER_PERSON } from '@shared/schemas/people';
import { categoryFor, type CategoryMapping, type Occupation } from '@shared/wikidata-categories';
import { splitName, type WikidataHuman } from '@shared/wikidata-entity';
import {
  identityAnchors,
  type ImportedItemFacts,
  people,
  personAliases,
  socialAccounts,
  wikidataClaims,
  wikidataItems,
  wikidataPossibleMatches,
} from '../../platform/database/schema';
import type { WriteScope } from '../derived-data';
import { addAliasRecord, nameKeys, personNamed } from '../people';
import {
  addImportedPerson,
  addListedAccount,
  anchorOfficialSite,
  listAccount,
  type PersonChanges,
  updateImportedPerson,
} from './writes';

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

const occupationsOf = (human: WikidataHuman, context: ImportContext): Occupation[] =>
  human.occupationIds.map((itemId) => ({
    itemId,
    label: context.occupationLabels.get(itemId) ?? null,
  }));

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
  const occupations = occupationsOf(human, context);
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

/**
 * Imports one human: their person (created, or brought up to date where nobody changed
 * what the last import wrote), aliases, listed accounts and official sites. A person of
 * the same name without an item is listed for administrators and left alone.
 */
export async function importHuman(
  write: WriteScope,
  human: WikidataHuman,
  context: ImportContext,
): Promise<void> {
  const { tx } = write;
  const { counts } = context;
  const [ledger] = await tx
    .select()
    .from(wikidataItems)
    .where(eq(wikidataItems.itemId, human.itemId));
  const facts: ImportedItemFacts = {
    ...splitName(human.name),
    ...occupationFacts(human, context, ledger?.imported),
    aliasKeys: ledger?.imported.aliasKeys ?? [],
    anchorHosts: ledger?.imported.anchorHosts ?? [],
  };

  const personId = await personOf(
    write,
    human,
    facts,
    ledger?.imported ?? null,
    ledger?.personId,
    context,
  );
  if (personId === null) return;
  await addAliases(write, personId, human, facts, counts);
  await addAccounts(write, personId, human, context);
  await anchorSites(write, personId, human, facts, counts);
  await tx
    .insert(wikidataItems)
    .values({ itemId: human.itemId, personId, imported: facts, seenRun: context.run })
    .onConflictDoUpdate({
      target: wikidataItems.itemId,
      set: { personId, imported: facts, seenRun: context.run },
    });
}

/** The item's person, created or updated; null when the item is not to be imported now. */
async function personOf(
  write: WriteScope,
  human: WikidataHuman,
  facts: ImportedItemFacts,
  before: ImportedItemFacts | null,
  ledgerPersonId: number | null | undefined,
  { counts }: ImportContext,
): Promise<number | null> {
  const { tx } = write;
  const [person] = await tx
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      profession: people.profession,
      categoryId: people.categoryId,
    })
    .from(people)
    .where(and(eq(people.wikidataId, human.itemId), eq(people.isDeleted, false)));
  if (person) {
    const changes = changesToMake(person, facts, before);
    if (
      changes.firstName !== undefined &&
      (await personNamed(tx, nameKeys(human.name), person.id))
    ) {
      delete changes.firstName;
      delete changes.lastName;
    }
    if (Object.keys(changes).length > 0) {
      await updateImportedPerson(write, person.id, changes);
      counts.peopleUpdated += 1;
    }
    return person.id;
  }
  // A moderator deleted the person (or merged them into someone who has an item of their own).
  if (ledgerPersonId !== null && ledgerPersonId !== undefined) {
    counts.skippedPersonRemoved += 1;
    return null;
  }
  const namesake = await personNamed(tx, nameKeys(human.name));
  if (namesake) {
    const [other] = await tx
      .select({ wikidataId: people.wikidataId })
      .from(people)
      .where(eq(people.id, namesake.id));
    if (other?.wikidataId) {
      counts.skippedNameOfAnotherItem += 1;
      return null;
    }
    const listed = await tx
      .insert(wikidataPossibleMatches)
      .values({ itemId: human.itemId, name: human.name, personId: namesake.id })
      .onConflictDoNothing()
      .returning({ id: wikidataPossibleMatches.id });
    counts.possibleMatches += listed.length;
    return null;
  }
  const created = await addImportedPerson(write, {
    firstName: facts.firstName,
    lastName: facts.lastName,
    profession: facts.profession,
    categoryId: facts.categoryId,
    wikidataId: human.itemId,
  });
  counts.peopleCreated += 1;
  return created.id;
}

/** The item's values where the person still has what the last import wrote (nobody changed it since). */
function changesToMake(
  person: { firstName: string; lastName: string; profession: string; categoryId: number | null },
  facts: ImportedItemFacts,
  before: ImportedItemFacts | null,
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
 * The item's other names as aliases, up to the cap: never one the import added before (if
 * it is gone, someone removed it), nor one that is, or looks like, another person's name.
 */
async function addAliases(
  write: WriteScope,
  personId: number,
  human: WikidataHuman,
  facts: ImportedItemFacts,
  counts: ImportCounts,
) {
  const { tx } = write;
  const [name] = await tx
    .select({ nameKey: people.nameKey })
    .from(people)
    .where(eq(people.id, personId));
  const existing = await tx
    .select({ nameKey: personAliases.nameKey })
    .from(personAliases)
    .where(eq(personAliases.personId, personId));
  const taken = new Set([name!.nameKey, ...existing.map((alias) => alias.nameKey)]);
  const importedBefore = new Set(facts.aliasKeys);
  let room = ALIASES_PER_PERSON - existing.length;
  for (const other of human.otherNames) {
    if (room <= 0) break;
    const keys = nameKeys(other.name);
    if (taken.has(keys.nameKey) || importedBefore.has(keys.nameKey)) continue;
    if (await personNamed(tx, keys, personId)) {
      counts.skippedAliasOfAnotherPerson += 1;
      continue;
    }
    await addAliasRecord(write, {
      personId,
      name: other.name,
      language: canonicalTag(other.language),
      ...keys,
      addedById: null,
    });
    taken.add(keys.nameKey);
    facts.aliasKeys.push(keys.nameKey);
    room -= 1;
    counts.aliasesAdded += 1;
  }
}

/**
 * The accounts the item's claims list: a new pending account for a handle the directory
 * does not have, a listing for the person's own account of that handle; never an account of
 * another person, nor one the community rejected or a moderator removed.
 */
async function addAccounts(
  write: WriteScope,
  personId: number,
  human: WikidataHuman,
  context: ImportContext,
) {
  const { counts } = context;
  for (const account of human.accounts) {
    const platformId = context.platformIds.get(account.platform);
    if (platformId === undefined) continue;
    const known = await write.tx
      .select({
        id: socialAccounts.id,
        personId: socialAccounts.personId,
        status: socialAccounts.status,
        isDeleted: socialAccounts.isDeleted,
        listedRun: wikidataClaims.seenRun,
        unlistedAt: wikidataClaims.unlistedAt,
      })
      .from(socialAccounts)
      .leftJoin(wikidataClaims, eq(wikidataClaims.accountId, socialAccounts.id))
      .where(
        and(
          eq(socialAccounts.platformId, platformId),
          sql`lower(${socialAccounts.username}) = ${account.username.toLowerCase()}`,
        ),
      );
    const live = known.find((row) => row.status !== 'rejected' && !row.isDeleted);
    const target = { itemId: human.itemId, account, run: context.run };
    if (live && live.personId !== personId) counts.skippedAccountOfAnotherPerson += 1;
    else if (live) {
      if (live.listedRun === null || live.unlistedAt !== null) counts.accountsListed += 1;
      await listAccount(write, live.id, target);
    } else if (known.length > 0) {
      // Still listed, still rejected or removed: the listing says so, the status stays.
      const own = known.find((row) => row.personId === personId && row.listedRun !== null);
      if (own) await listAccount(write, own.id, target);
      counts.skippedAccountRejectedOrRemoved += 1;
    } else {
      await addListedAccount(write, { ...target, personId, platformId });
      counts.accountsCreated += 1;
    }
  }
}

/** The item's official websites as anchors, except hosts an earlier import anchored (gone: removed). */
async function anchorSites(
  write: WriteScope,
  personId: number,
  human: WikidataHuman,
  facts: ImportedItemFacts,
  counts: ImportCounts,
) {
  if (human.websites.length === 0) return;
  const present = await write.tx
    .select({ host: identityAnchors.host })
    .from(identityAnchors)
    .where(eq(identityAnchors.personId, personId));
  const hosts = new Set([...facts.anchorHosts, ...present.map((anchor) => anchor.host)]);
  for (const url of human.websites) {
    const host = siteHost(new URL(url));
    if (hosts.has(host)) continue;
    hosts.add(host);
    if (await anchorOfficialSite(write, { personId, itemId: human.itemId, url, host })) {
      facts.anchorHosts.push(host);
      counts.officialSitesAnchored += 1;
    }
  }
}
