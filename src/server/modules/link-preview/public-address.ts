import { lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** ::/96, the deprecated IPv4-compatible form (::7f00:1 is 127.0.0.1): no public host uses it. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether an IP address is on the public internet: not loopback, private, link-local
 * (cloud metadata lives there), carrier-grade NAT, multicast, reserved, unique-local, or
 * an IPv6 form that embeds one of those (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo).
 */
export function isPublicAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress()) parsed = ipv6.toIPv4Address();
    else if (ipv6.match(IPV4_COMPATIBLE)) return allowLoopback && ipv6.range() === 'loopback';
  }
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

export class PrivateAddressError extends Error {
  constructor() {
    super('Links to private or local addresses are not allowed');
  }
}

/**
 * A DNS lookup for outgoing connections that refuses any host resolving to a non-public
 * address. Used as the connection's own lookup, the check holds for every redirect and
 * cannot be bypassed by a name that resolves differently the second time.
 */
export function publicOnlyLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      if (list.some((entry) => !isPublicAddress(entry.address, { allowLoopback }))) {
        return callback(new PrivateAddressError(), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const [first] = list;
      return callback(null, first!.address, first!.family);
    });
  };
}
