import { inArray } from 'drizzle-orm';
import { siteHost } from '@shared/roots';
import { identityAnchors } from '../../model/schema';
import type { WriteScope } from '../derived-data';
import type { ImportCounts, Imported } from './import-context';
import { anchorOfficialSites, type OfficialSite } from './writes';

/** The items' official websites as anchors, except hosts an earlier import anchored (gone: removed). */
export async function anchorSites(
  write: WriteScope,
  imported: readonly Imported[],
  counts: ImportCounts,
) {
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
