import ipaddr from 'ipaddr.js';
import { lt } from 'drizzle-orm';
import { NETWORK_DIGEST_DAYS } from '@shared/constants';
import type { Database } from '../../db/client';
import { registrationNetworks } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The network an address belongs to, as one household or one provider's customer would
 * share it: the /24 of an IPv4 address (IPv4-mapped IPv6 included), the /48 of an IPv6
 * one. Null for something that is not an address.
 */
export function networkOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    return `${parsed.toByteArray().slice(0, 3).join('.')}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  return `${parts.map((part) => part.toString(16)).join(':')}::/48`;
}

/** Keeps the digest of the network a user registered from. */
export async function recordRegistrationNetwork(
  db: Database,
  userId: number,
  networkDigest: string,
) {
  await db.insert(registrationNetworks).values({ userId, networkDigest }).onConflictDoNothing();
}

/** Removes the digests older than NETWORK_DIGEST_DAYS; answers how many. */
export async function forgetOldNetworks(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(registrationNetworks)
    .where(
      lt(registrationNetworks.registeredAt, new Date(now.getTime() - NETWORK_DIGEST_DAYS * DAY_MS)),
    )
    .returning({ userId: registrationNetworks.userId });
  return removed.length;
}
