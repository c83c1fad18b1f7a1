import ipaddr from 'ipaddr.js';
import { lt, sql } from 'drizzle-orm';
import { NETWORK_DIGEST_DAYS } from '@shared/constants';
import { type Database, queryRows } from '../../db/client';
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

/**
 * Inserts a new user (nothing when the name or address is taken) and, in the same statement,
 * the digest of the network they registered from. One statement either way: a registration
 * takes the same steps whether or not the address was known (see registerUser).
 */
export function insertUserWithNetwork(
  db: Database,
  user: { username: string; email: string; passwordHash: string },
  networkDigest: string | null,
) {
  return queryRows<{ id: number; username: string; email: string }>(
    db,
    sql`with inserted as (
          insert into users (username, email, password_hash)
          values (${user.username}, ${user.email}, ${user.passwordHash})
          on conflict do nothing
          returning id, username, email
        ), network as (
          insert into registration_networks (user_id, network_digest)
          select id, ${networkDigest} from inserted where ${networkDigest}::text is not null
        )
        select id, username, email from inserted`,
  );
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
