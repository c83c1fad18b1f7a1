import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/database/client';
import type { WriteScope } from '../derived-data';
import type { ImportContext, Imported } from './import-context';
import { addListedAccounts, type ClaimedAccount, listAccounts } from './writes';

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
export async function addAccounts(
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
