import { BlockList, isIP } from 'node:net';
import { canonicalAddress } from '@snackshop/commerce-core/network';
import { siteEnv } from './env.server';

/*
 * The site's one rule for the shopper's address (docs/several-machines.md "The client's
 * address"). The site's HTTP server (scripts/serve-site.mjs, and the test stack serving a
 * build) writes the connection's peer address into PEER_ADDRESS_HEADER, replacing any value a
 * client sent under that name. When the peer is one of TRUSTED_PROXIES, the right-most
 * X-Forwarded-For entry that is not a trusted proxy names the shopper; otherwise the peer
 * does, and whatever the request says about itself is ignored. Every call the site makes to
 * the API for a request sends that address, alone, in X-Forwarded-For; the API trusts it from
 * the site's address and takes the right-most address that is not a trusted proxy.
 */

/** The request header that carries the connection's peer address, set by the site's server. */
export const PEER_ADDRESS_HEADER = 'x-site-peer-address';

/** Trusted proxies, as a list the rule checks addresses against. */
export function trustList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The shopper's address behind a request, in its one spelling (`canonicalAddress`): the
 * connection's peer, or, when the peer is a trusted proxy, the right-most X-Forwarded-For
 * address that is not one. Null when the request did not come through the site's server (no
 * peer address to speak of).
 */
export function clientAddressOf(request: Request, trusted: BlockList): string | null {
  const peer = canonicalAddress(request.headers.get(PEER_ADDRESS_HEADER) ?? '');
  if (!peer) return null;
  if (!isTrusted(trusted, peer)) return peer;
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(canonicalAddress)
    .filter((entry): entry is string => entry !== null);
  return chain.findLast((hop) => !isTrusted(trusted, hop)) ?? peer;
}

let configured: BlockList | undefined;

/** The shopper's address behind a request, with this process's TRUSTED_PROXIES. */
function clientAddress(request: Request): string | null {
  configured ??= trustList(siteEnv().TRUSTED_PROXIES);
  return clientAddressOf(request, configured);
}

/** The header naming the shopper to the API, for a call made on behalf of `request`. */
export function clientAddressHeaders(request: Request): Record<string, string> {
  const address = clientAddress(request);
  return address ? { 'X-Forwarded-For': address } : {};
}

/** Call options with the shopper's address added to their headers. */
export function forClient<T extends object>(request: Request, options: T): T {
  const headers = (options as { headers?: Record<string, string> }).headers;
  return { ...options, headers: { ...headers, ...clientAddressHeaders(request) } };
}
