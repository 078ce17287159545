import { describe, expect, it } from 'vitest';
import { addressKey, addressMatcher, isAddressOrRange } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('isAddressOrRange', () => {
  it.each(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0'])('accepts %s', (entry) => {
    expect(isAddressOrRange(entry)).toBe(true);
  });

  it.each(['localhost', '10.0.0.0/33', '::/129', '1.2.3', '10.0.0.0/8/1', '10.0.0.0/x', ''])('refuses %s', (entry) => {
    expect(isAddressOrRange(entry)).toBe(false);
  });
});

describe('addressMatcher', () => {
  it('matches listed addresses and ranges of either family, and nothing else', () => {
    const matches = addressMatcher(['127.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8']);
    expect(matches('127.0.0.1')).toBe(true);
    expect(matches('::ffff:127.0.0.1')).toBe(true);
    expect(matches('10.1.200.3')).toBe(true);
    expect(matches('::1')).toBe(true);
    expect(matches('fd12:3456::1')).toBe(true);
    expect(matches('127.0.0.2')).toBe(false);
    expect(matches('10.2.0.1')).toBe(false);
    expect(matches('2001:db8::1')).toBe(false);
    expect(matches('not an address')).toBe(false);
  });

  it('matches nothing when the list is empty', () => {
    expect(addressMatcher([])('127.0.0.1')).toBe(false);
  });
});
