import { describe, expect, it } from 'vitest';
import { networkOf } from '../../src/server/modules/users';

describe('the network an address registers from', () => {
  it('is the /24 of an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.5')).toBe('203.0.113.0/24');
  });

  it('is the /48 of an IPv6 address', () => {
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8:abcd:ffff:1::2')).toBe('2001:db8:abcd::/48');
  });

  it('is nothing for something that is not an address', () => {
    expect(networkOf('localhost')).toBeNull();
    expect(networkOf('')).toBeNull();
  });
});
