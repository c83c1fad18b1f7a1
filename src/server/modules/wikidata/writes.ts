import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { accountLink } from '@shared/account-link';
import { rootOf } from '@shared/roots';
import { wikidataItemUrl } from '@shared/wikidata-address';
import type { ListedAccount } from '@shared/wikidata-entity';
import {
  accountProofs,
  identityAnchors,
  people,
  socialAccounts,
  wikidataClaims,
} from '../../model/schema';
import { queryRows } from '../../platform/database/client';
import { insertColumns } from '../../platform/database/insert-columns';
import type { WriteScope } from '../derived-data';
import { addPersonRecords, type NewPerson, personNameColumns } from '../people';

/** Adds the people of Wikidata items: nobody added them, the feed says person_added. */
export const addImportedPeople = (
  write: WriteScope,
  newPeople: (NewPerson & { wikidataId: string })[],
) =>
  addPersonRecords(
    write,
    newPeople.map((person) => ({ ...person, addedById: null })),
  );

/**
 * Names an occupation the import wrote as its item id: the people who still have the item id
 * as their profession get the label, those without a category (neither theirs nor one the
 * import gave) the occupation's, and the ledger remembers both as what the import wrote.
 */
export async function nameImportedOccupation(
  write: WriteScope,
  occupation: { itemId: string; label: string; categoryId: number | null },
) {
  const { itemId, label, categoryId } = occupation;
  const changed = await queryRows<{ id: number }>(
    write.tx,
    sql`with items as (
          select i.item_id, p.id as person_id, p.profession = ${itemId} as renamed,
            p.category_id is null and i.imported->>'categoryId' is null as file_it
          from wikidata_items i join people p on p.id = i.person_id
          where i.imported->>'profession' = ${itemId}
        ), ledger as (
          update wikidata_items i
          set imported = i.imported || jsonb_build_object('profession', ${label}::text)
            || case when items.file_it then jsonb_build_object('categoryId', ${categoryId}::int) else '{}' end
          from items where i.item_id = items.item_id
        )
        update people p
        set profession = case when items.renamed then ${label} else p.profession end,
          category_id = case when items.file_it then coalesce(${categoryId}::int, p.category_id) else p.category_id end
        from items
        where p.id = items.person_id and (items.renamed or (items.file_it and ${categoryId}::int is not null))
        returning p.id`,
  );
  write.searchWordsChanged(...changed.map((person) => person.id));
}

export interface PersonChanges {
  firstName?: string;
  lastName?: string;
  profession?: string;
  categoryId?: number | null;
}

/** Brings an imported person's name, profession or category to the item's; their search words follow. */
export async function updateImportedPerson(
  write: WriteScope,
  personId: number,
  changes: PersonChanges,
) {
  const { firstName, lastName, ...rest } = changes;
  const name =
    firstName === undefined || lastName === undefined ? {} : personNameColumns(firstName, lastName);
  await write.tx
    .update(people)
    .set({ ...rest, ...name })
    .where(eq(people.id, personId));
  write.searchWordsChanged(personId);
}

/** An account a claim of an item lists, on the person of that item. */
export interface ClaimedAccount {
  personId: number;
  platformId: number;
  itemId: string;
  account: ListedAccount;
}

/** New pending accounts the claims list, in one statement; returns their ids with their platform and username. */
export async function addListedAccounts(write: WriteScope, claimed: readonly ClaimedAccount[]) {
  if (claimed.length === 0) return [];
  const inserted = await queryRows<{ id: number; platformId: number; username: string }>(
    write.tx,
    sql`${insertColumns(
      socialAccounts,
      ['personId', 'platformId', 'username', 'url', 'evidence', 'submittedById'],
      claimed.map(({ personId, platformId, itemId, account }) => ({
        personId,
        platformId,
        username: account.username,
        url: accountLink({ username: account.username, platformName: account.platform }),
        evidence: `Listed on Wikidata: ${wikidataItemUrl(itemId, account.property)}`,
        submittedById: null,
      })),
    )} returning id, platform_id as "platformId", username`,
  );
  const personIds = claimed.map((account) => account.personId);
  write.peopleChanged(...personIds);
  write.searchWordsChanged(...personIds);
  // A confirmed root of the person may link to it; a handle proven elsewhere contests it.
  write.evidenceChanged(...personIds);
  return inserted;
}

/**
 * Notes that the claims list these accounts as of this run (listed again if they were not),
 * and gives each the item's claim and the claim's references as reference proofs it lacks.
 */
export async function listAccounts(
  write: WriteScope,
  listed: readonly { accountId: number; itemId: string; account: ListedAccount }[],
  run: number,
) {
  if (listed.length === 0) return;
  await write.tx.execute(
    sql`${insertColumns(
      wikidataClaims,
      ['accountId', 'itemId', 'property', 'claimId', 'seenRun'],
      listed.map(({ accountId, itemId, account }) => ({
        accountId,
        itemId,
        property: account.property,
        claimId: account.claimId,
        seenRun: run,
      })),
    )}
    on conflict (account_id) do update set item_id = excluded.item_id, property = excluded.property,
      claim_id = excluded.claim_id, seen_run = excluded.seen_run, unlisted_at = null`,
  );
  await write.tx.execute(
    sql`${insertColumns(
      accountProofs,
      ['socialAccountId', 'kind', 'url', 'state'],
      listed.flatMap(({ accountId, itemId, account }) =>
        [wikidataItemUrl(itemId, account.property), ...account.referenceUrls].map((url) => ({
          socialAccountId: accountId,
          kind: 'reference' as const,
          url,
          state: 'not_checked' as const,
        })),
      ),
    )} on conflict do nothing`,
  );
}

/** Marks "no longer listed" the accounts whose claim this complete run did not find; returns how many. */
export async function unlistAccountsNotSeen(write: WriteScope, run: number): Promise<number> {
  const unlisted = await write.tx
    .update(wikidataClaims)
    .set({ unlistedAt: sql`now()` })
    .where(and(ne(wikidataClaims.seenRun, run), isNull(wikidataClaims.unlistedAt)))
    .returning({ accountId: wikidataClaims.accountId });
  return unlisted.length;
}

export interface OfficialSite {
  personId: number;
  itemId: string;
  url: string;
  host: string;
}

/**
 * Official websites of items as suggested anchors whose source is Wikidata: anyone can edit
 * Wikidata, so they lower nothing until a moderator confirms them (decision 0031). Returns
 * those added (not a root the person had).
 */
export async function anchorOfficialSites(write: WriteScope, sites: readonly OfficialSite[]) {
  const rooted = sites.flatMap((site) => {
    const root = rootOf(site.url);
    return root ? [{ ...site, ...root }] : [];
  });
  if (rooted.length === 0) return [];
  return queryRows<{ personId: number; host: string }>(
    write.tx,
    sql`${insertColumns(
      identityAnchors,
      ['personId', 'url', 'host', 'origin', 'pathPrefix', 'reason', 'source', 'status'],
      rooted.map(({ personId, itemId, url, host, origin, pathPrefix }) => ({
        personId,
        url,
        host,
        origin,
        pathPrefix,
        reason: `Official website (P856) of ${wikidataItemUrl(itemId)}`,
        source: 'wikidata' as const,
        status: 'suggested' as const,
      })),
    )} on conflict do nothing returning person_id as "personId", host`,
  );
}

/** Gives a person without an item this one; false when they are gone or have one. */
export async function linkPersonToItem(write: WriteScope, personId: number, itemId: string) {
  const linked = await write.tx
    .update(people)
    .set({ wikidataId: itemId })
    .where(and(eq(people.id, personId), eq(people.isDeleted, false), isNull(people.wikidataId)))
    .returning({ id: people.id });
  return linked.length > 0;
}
