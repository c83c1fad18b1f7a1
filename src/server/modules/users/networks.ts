import ipaddr from 'ipaddr.js';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/database/client';

/** The prefix of an address in CIDR notation, at `v4` bits for IPv4 and `v6` for IPv6. */
function prefixOf(address: string, v4: 16 | 24, v6: 32 | 48): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    const bytes = parsed.toByteArray().slice(0, v4 / 8);
    return `${[...bytes, ...Array<number>(4 - bytes.length).fill(0)].join('.')}/${v4}`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, v6 / 16);
  return `${parts.map((part) => part.toString(16)).join(':')}::/${v6}`;
}

/**
 * The network an address belongs to, as one household or one provider's customer would
 * share it: the /24 of an IPv4 address (IPv4-mapped IPv6 included), the /48 of an IPv6
 * one. Null for something that is not an address.
 */
export const networkOf = (address: string) => prefixOf(address, 24, 48);

/** The wide network of an address, as one provider's region shares it: IPv4 /16, IPv6 /32. */
export const wideNetworkOf = (address: string) => prefixOf(address, 16, 32);

/** The keyed digests of the networks a user registers from (see registrationNetworks). */
export interface RegistrationDigests {
  network: string;
  wide: string;
}

/**
 * Inserts a new user (nothing when the name or address is taken) and, in the same statement,
 * the digest of the network they registered from. One statement either way: a registration
 * takes the same steps whether or not the address was known (see registerUser).
 */
export function insertUserWithNetwork(
  db: Database,
  user: { username: string; email: string; passwordHash: string },
  digests: RegistrationDigests | null,
) {
  return queryRows<{ id: number; username: string; email: string }>(
    db,
    sql`with inserted as (
          insert into users (username, email, password_hash)
          values (${user.username}, ${user.email}, ${user.passwordHash})
          on conflict do nothing
          returning id, username, email
        ), network as (
          insert into registration_networks (user_id, network_digest, wide_network_digest)
          select id, ${digests?.network ?? null}, ${digests?.wide ?? null}
          from inserted where ${digests?.network ?? null}::text is not null
        )
        select id, username, email from inserted`,
  );
}
