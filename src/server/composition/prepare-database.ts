import { countOf } from '@shared/plural';
import type { DatabaseHandle } from '../platform/database/client';
import { seedReferenceData } from '../modules/catalog';
import { checkStoredAddresses } from '../modules/accounts';
import { fillSearchWords } from '../modules/derived-data';
import { fillNameSkeletons } from '../modules/people';
import { rebuildVoterPairsIfDue, refreshDueStandings, settleDueEvidence } from '../modules/trust';

/**
 * Brings a database up to what this version of the app reads, before the server or an
 * operator command uses it: the migrations, the reference data, and the derived columns of
 * rows written before those columns existed. Returns what the operator should hear.
 */
export async function prepareDatabase(database: DatabaseHandle): Promise<string[]> {
  await database.migrate();
  await seedReferenceData(database.db);
  await fillNameSkeletons(database.db);
  await fillSearchWords(database.db);
  // Votes cast before pairs were stored are counted once, before any tally reads the links.
  await rebuildVoterPairsIfDue(database.db);
  // Users from before standings were stored get the standing the rules give them, and their
  // votes on pending accounts are tallied by it, so a live directory does not freeze.
  while ((await refreshDueStandings(database.db, new Date())).evaluated > 0);
  // Chains and contests of people with evidence from before they were stored, and what they
  // decide; bounded, as each round settles at least a batch.
  for (let round = 0; round < 100; round += 1) {
    const done = await settleDueEvidence(database.db, new Date());
    if (done.refreshed + done.decided + done.recounted === 0) break;
  }
  const misaddressed = await checkStoredAddresses(database.db);
  return misaddressed > 0
    ? [
        `${countOf(misaddressed, 'account')} kept from before the address rule ` +
          `${misaddressed === 1 ? 'has a url that is not its' : 'have a url that is not their'} ` +
          'profile address; Admin → Trust → Account addresses lists them to normalise or unverify',
      ]
    : [];
}
