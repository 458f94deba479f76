import { describe, expect, it } from 'vitest';
import { canonicalAddress, clientNetwork } from './address';

describe('canonicalAddress', () => {
  it('writes every spelling of one address the same way', () => {
    const spellings = [
      '2001:db8::1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:DB8:0:0::1',
      '[2001:db8::1]',
      ' 2001:db8::0:1 ',
      '2001:db8::0.0.0.1',
      '2001:db8:0:0:0:0:0.0.0.1',
    ];
    for (const spelling of spellings)
      expect(canonicalAddress(spelling), spelling).toBe('2001:db8::1');
  });

  it('takes IPv4 as itself, also written as IPv4-mapped IPv6', () => {
    expect(canonicalAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(canonicalAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(canonicalAddress('::FFFF:a00:1')).toBe('10.0.0.1');
  });

  it('compresses the longest run of zeros, the first of equals, never a single group', () => {
    expect(canonicalAddress('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(canonicalAddress('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1');
    expect(canonicalAddress('0:0:0:0:0:0:0:0')).toBe('::');
    expect(canonicalAddress('::1')).toBe('::1');
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it('refuses what is not an address', () => {
    for (const text of [
      '',
      'unknown',
      '1.2.3',
      '256.1.1.1',
      '01.2.3.4',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      'g::1',
      '::1.2.3',
    ]) {
      expect(canonicalAddress(text), text).toBeNull();
    }
  });
});

describe('clientNetwork', () => {
  it('counts an IPv6 client by its /64, whatever the spelling', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:3::1]')).toBe('2001:db8:1:3::/64');
  });

  it('takes another prefix, down to the bit', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6', 48)).toBe('2001:db8:1::/48');
    expect(clientNetwork('2001:db8:1:ffff::1', 56)).toBe('2001:db8:1:ff00::/56');
    expect(clientNetwork('2001:db8::1', 128)).toBe('2001:db8::1');
  });

  it('counts IPv4 by its address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('nonsense')).toBeNull();
  });
});
