import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { accountLink } from '@shared/account-link';
import { wikidataItemUrl } from '@shared/wikidata-address';
import type { ListedAccount } from '@shared/wikidata-entity';
import {
  accountProofs,
  identityAnchors,
  people,
  socialAccounts,
  wikidataClaims,
} from '../../platform/database/schema';
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
  const inserted = await write.tx
    .insert(socialAccounts)
    .values(
      claimed.map(({ personId, platformId, itemId, account }) => ({
        personId,
        platformId,
        username: account.username,
        url: accountLink({ username: account.username, platformName: account.platform }),
        evidence: `Listed on Wikidata: ${wikidataItemUrl(itemId, account.property)}`,
        submittedById: null,
      })),
    )
    .returning({
      id: socialAccounts.id,
      platformId: socialAccounts.platformId,
      username: socialAccounts.username,
    });
  const personIds = claimed.map((account) => account.personId);
  write.peopleChanged(...personIds);
  write.searchWordsChanged(...personIds);
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
  await write.tx
    .insert(wikidataClaims)
    .values(
      listed.map(({ accountId, itemId, account }) => ({
        accountId,
        itemId,
        property: account.property,
        claimId: account.claimId,
        seenRun: run,
      })),
    )
    .onConflictDoUpdate({
      target: wikidataClaims.accountId,
      set: {
        itemId: sql`excluded.item_id`,
        property: sql`excluded.property`,
        claimId: sql`excluded.claim_id`,
        seenRun: run,
        unlistedAt: null,
      },
    });
  await write.tx
    .insert(accountProofs)
    .values(
      listed.flatMap(({ accountId, itemId, account }) =>
        [wikidataItemUrl(itemId, account.property), ...account.referenceUrls].map((url) => ({
          socialAccountId: accountId,
          kind: 'reference' as const,
          url,
          state: 'not_checked' as const,
        })),
      ),
    )
    .onConflictDoNothing();
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

/** Official websites of items as anchors whose source is Wikidata; returns those added (not a host the person had). */
export async function anchorOfficialSites(write: WriteScope, sites: readonly OfficialSite[]) {
  if (sites.length === 0) return [];
  return write.tx
    .insert(identityAnchors)
    .values(
      sites.map(({ personId, itemId, url, host }) => ({
        personId,
        url,
        host,
        reason: `Official website (P856) of ${wikidataItemUrl(itemId)}`,
        source: 'wikidata' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ personId: identityAnchors.personId, host: identityAnchors.host });
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
