import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot confuse when reading a number aloud (no 0/O, 1/I/L, U). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/**
 * A new order number: `SN-` and two groups of four characters from a 30-character alphabet,
 * e.g. `SN-7KQM-X3PA`. 30^8 ≈ 6.6 × 10^11 values drawn by a CSPRNG, so numbers cannot be
 * enumerated; Order Lookup also needs the email.
 */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SN-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** An order number as typed (any case, spaces or missing dashes) in its canonical form. */
export function normalizeOrderNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  const match = /^SN([A-Z0-9]{8})$/.exec(compact);
  if (!match) return null;
  return `SN-${match[1]!.slice(0, 4)}-${match[1]!.slice(4)}`;
}
