import { isIP } from 'node:net';

/** Whether an entry is an IP address or a CIDR range (`10.0.0.0/8`, `::1/128`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (family === 0) return false;
  const bits = family === 4 ? 32 : 128;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
}
