/*
 * A client's address as limits count it. One address has many spellings
 * (`2001:0db8:0:0::0001`, `[2001:db8::1]`, `::ffff:10.0.0.1`), and one IPv6 client commonly
 * holds a whole /64 (privacy addresses change by the hour, and a host may take as many as it
 * likes): a limit keyed on the spelling, or on one IPv6 address, is a limit an attacker
 * multiplies at will. Plain string work, no Node API: the same in a server and a browser.
 */

/** How many leading bits of an IPv6 address name one client, unless told otherwise. */
export const DEFAULT_IPV6_CLIENT_PREFIX = 64;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 address's four bytes, or null. Leading zeros (`010.0.0.1`) are refused, as by Node. */
function ipv4Bytes(text: string): number[] | null {
  return IPV4.test(text) ? text.split('.').map(Number) : null;
}

/** An IPv6 address's eight 16-bit groups (an embedded IPv4 tail allowed), or null. */
function ipv6Groups(written: string): number[] | null {
  let text = written;
  const lastColon = text.lastIndexOf(':');
  if (lastColon < 0) return null;
  if (text.includes('.')) {
    // `::ffff:1.2.3.4` is `::ffff:102:304`.
    const bytes = ipv4Bytes(text.slice(lastColon + 1));
    if (!bytes) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex(bytes[0]!, bytes[1]!)}:${hex(bytes[2]!, bytes[3]!)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => {
    if (part === '') return [];
    const parts = part.split(':');
    return parts.every((group) => /^[0-9a-f]{1,4}$/i.test(group))
      ? parts.map((group) => parseInt(group, 16))
      : null;
  };
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !rest) return null;
  const count = head.length + rest.length;
  if (halves.length === 2 ? count > 7 : count !== 8) return null;
  return [...head, ...new Array<number>(8 - count).fill(0), ...rest];
}

/** Groups as RFC 5952 writes them: lower case, no leading zeros, the longest run of zeros as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - i > bestLength) {
      bestStart = i;
      bestLength = end - i;
    }
    i = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** An address parsed: IPv4 bytes, or IPv6 groups (an IPv4-mapped one taken as IPv4). */
function parseAddress(raw: string): { v4: number[] } | { v6: number[] } | null {
  let text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  // A zone (`fe80::1%eth0`) names the host's own interface, not the client.
  text = text.replace(/%[\w.-]+$/, '');
  const v4 = ipv4Bytes(text);
  if (v4) return { v4 };
  const v6 = ipv6Groups(text);
  if (!v6) return null;
  const mapped = v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff;
  if (mapped) return { v4: [v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff] };
  return { v6 };
}

/**
 * One spelling per address: IPv4 dotted, IPv6 as RFC 5952 writes it, an IPv4-mapped IPv6
 * address as its IPv4; brackets and a zone dropped. Null for anything that is not an address.
 */
export function canonicalAddress(raw: string): string | null {
  const parsed = parseAddress(raw);
  if (!parsed) return null;
  return 'v4' in parsed ? parsed.v4.join('.') : formatIpv6(parsed.v6);
}

/**
 * The client an address counts as: an IPv4 address itself; an IPv6 address's network of its
 * first `ipv6Prefix` bits (`2001:db8:1:2::/64`). Null for anything that is not an address.
 */
export function clientNetwork(
  raw: string,
  ipv6Prefix: number = DEFAULT_IPV6_CLIENT_PREFIX,
): string | null {
  const parsed = parseAddress(raw);
  if (!parsed) return null;
  if ('v4' in parsed) return parsed.v4.join('.');
  if (ipv6Prefix >= 128) return formatIpv6(parsed.v6);
  const masked = parsed.v6.map((group, index) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - index * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
  return `${formatIpv6(masked)}/${ipv6Prefix}`;
}
