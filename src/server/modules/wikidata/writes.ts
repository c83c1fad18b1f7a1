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
import { addPersonRecord, type NewPerson, personNameColumns } from '../people';

/** Adds a person of a Wikidata item: nobody added them, the feed says person_added. */
export const addImportedPerson = (write: WriteScope, person: NewPerson & { wikidataId: string }) =>
  addPersonRecord(write, { ...person, addedById: null });

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

/** A new pending account a claim lists, with its listing and its reference proofs. */
export async function addListedAccount(
  write: WriteScope,
  { personId, platformId, itemId, account, run }: ListedAccountTarget,
) {
  const [inserted] = await write.tx
    .insert(socialAccounts)
    .values({
      personId,
      platformId,
      username: account.username,
      url: accountLink({ username: account.username, platformName: account.platform }),
      evidence: `Listed on Wikidata: ${wikidataItemUrl(itemId, account.property)}`,
      submittedById: null,
    })
    .returning({ id: socialAccounts.id });
  write.peopleChanged(personId);
  write.searchWordsChanged(personId);
  await listAccount(write, inserted!.id, { itemId, account, run });
  return inserted!.id;
}

interface ListedAccountTarget {
  personId: number;
  platformId: number;
  itemId: string;
  account: ListedAccount;
  run: number;
}

/**
 * Notes that the claim lists the account as of this run (listed again if it was not), and
 * gives it the item's claim and the claim's references as reference proofs it lacks.
 */
export async function listAccount(
  write: WriteScope,
  accountId: number,
  { itemId, account, run }: Omit<ListedAccountTarget, 'personId' | 'platformId'>,
) {
  await write.tx
    .insert(wikidataClaims)
    .values({
      accountId,
      itemId,
      property: account.property,
      claimId: account.claimId,
      seenRun: run,
    })
    .onConflictDoUpdate({
      target: wikidataClaims.accountId,
      set: {
        itemId,
        property: account.property,
        claimId: account.claimId,
        seenRun: run,
        unlistedAt: null,
      },
    });
  const urls = [wikidataItemUrl(itemId, account.property), ...account.referenceUrls];
  await write.tx
    .insert(accountProofs)
    .values(
      urls.map((url) => ({
        socialAccountId: accountId,
        kind: 'reference' as const,
        url,
        state: 'not_checked' as const,
      })),
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

/** An official website of the item, as an anchor whose source is Wikidata; false when the person has its host already. */
export async function anchorOfficialSite(
  write: WriteScope,
  { personId, itemId, url, host }: { personId: number; itemId: string; url: string; host: string },
): Promise<boolean> {
  const added = await write.tx
    .insert(identityAnchors)
    .values({
      personId,
      url,
      host,
      reason: `Official website (P856) of ${wikidataItemUrl(itemId)}`,
      source: 'wikidata',
    })
    .onConflictDoNothing()
    .returning({ id: identityAnchors.id });
  return added.length > 0;
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
