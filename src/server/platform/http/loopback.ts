import ipaddr from 'ipaddr.js';

/** Whether an IP address (IPv4, IPv6 or IPv4-mapped IPv6) is a loopback address. */
export const isLoopbackAddress = (address: string | undefined) =>
  !!address && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/** Whether a host names this machine alone: `localhost` or a loopback address. */
export const isLoopbackHost = (host: string) => host === 'localhost' || isLoopbackAddress(host);
