import { lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A CIDR range as ipaddr.js parses it (`parseCIDR('10.0.0.0/8')`). */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** ::/96, the deprecated IPv4-compatible form (::7f00:1 is 127.0.0.1): no public host uses it. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are judged as the IPv4 address they carry. */
function parseUnmapped(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed;
}

/**
 * Whether an IP address is on the public internet: not loopback, private, link-local
 * (cloud metadata lives there), carrier-grade NAT, multicast, reserved, unique-local, or
 * an IPv6 form that embeds one of those (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = parseUnmapped(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

/** Whether the fetcher may connect to an address: a public one, or one in the operator's allowed ranges. */
export function isAllowedAddress(address: string, allowedRanges: readonly AddressRange[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = parseUnmapped(address);
  return allowedRanges.some((range) => isInRange(parsed, range)) || isPublicAddress(address);
}

function isInRange(address: ipaddr.IPv4 | ipaddr.IPv6, [range, bits]: AddressRange): boolean {
  if (address.kind() !== range.kind()) return false;
  return address.kind() === 'ipv4'
    ? (address as ipaddr.IPv4).match(range as ipaddr.IPv4, bits)
    : (address as ipaddr.IPv6).match(range as ipaddr.IPv6, bits);
}

export class PrivateAddressError extends Error {
  constructor() {
    super('Private or local addresses are not fetched');
  }
}

/**
 * A DNS lookup for outgoing connections that refuses any host with an address the fetcher
 * may not reach among its results. Used as the connection's own lookup, the check holds for
 * every redirect and cannot be bypassed by a name that resolves differently the second time.
 */
export function allowedOnlyLookup(allowedRanges: readonly AddressRange[]): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      if (list.some((entry) => !isAllowedAddress(entry.address, allowedRanges))) {
        return callback(new PrivateAddressError(), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const [first] = list;
      return callback(null, first!.address, first!.family);
    });
  };
}
