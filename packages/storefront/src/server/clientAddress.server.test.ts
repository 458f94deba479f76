import { describe, expect, it } from 'vitest';
import { clientAddressOf, PEER_ADDRESS_HEADER, trustList } from './clientAddress.server';
import { parseSiteEnv } from './env.server';

function requestFrom(peer: string | null, forwardedFor?: string): Request {
  const headers = new Headers();
  if (peer !== null) headers.set(PEER_ADDRESS_HEADER, peer);
  if (forwardedFor !== undefined) headers.set('X-Forwarded-For', forwardedFor);
  return new Request('http://localhost:3000/', { headers });
}

describe('the client address on the site', () => {
  const none = trustList([]);
  const balancer = trustList(['10.0.0.0/8', '::1/128']);

  it('is the connection peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(requestFrom('203.0.113.7', '198.51.100.1'), none)).toBe('203.0.113.7');
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientAddressOf(requestFrom('203.0.113.7', '198.51.100.1'), balancer)).toBe(
      '203.0.113.7',
    );
  });

  it('is the right-most untrusted X-Forwarded-For address behind trusted proxies', () => {
    const request = requestFrom('10.0.0.2', '192.0.2.9, 203.0.113.7, 10.0.0.3');
    expect(clientAddressOf(request, balancer)).toBe('203.0.113.7');
  });

  it('reads IPv4 peers written as IPv6 as IPv4', () => {
    expect(clientAddressOf(requestFrom('::ffff:10.1.2.3', '203.0.113.7'), balancer)).toBe(
      '203.0.113.7',
    );
    expect(clientAddressOf(requestFrom('::ffff:127.0.0.5'), none)).toBe('127.0.0.5');
  });

  it('writes an IPv6 shopper in one spelling, so the API counts one client', () => {
    for (const spelling of ['2001:0DB8:0:0::0001', '[2001:db8::1]', '2001:db8::0.0.0.1']) {
      expect(clientAddressOf(requestFrom('10.0.0.2', spelling), balancer), spelling).toBe(
        '2001:db8::1',
      );
      expect(clientAddressOf(requestFrom(spelling), none), spelling).toBe('2001:db8::1');
    }
  });

  it('is the trusted peer itself when the chain names nobody else', () => {
    expect(clientAddressOf(requestFrom('10.0.0.2', 'not-an-address'), balancer)).toBe('10.0.0.2');
  });

  it('is unknown when the request did not come through the site server', () => {
    expect(clientAddressOf(requestFrom(null, '203.0.113.7'), balancer)).toBeNull();
  });

  it('TRUSTED_PROXIES defaults to none and refuses what is not an address or range', () => {
    expect(parseSiteEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseSiteEnv({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseSiteEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      'TRUSTED_PROXIES: every entry must be an IP address or CIDR range such as 10.0.0.0/8.',
    );
  });
});
