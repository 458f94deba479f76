import { isGiftCardLine } from './giftCard';
import { multipackCartId } from './multipack';
import { isMultipackLine, lineKey } from './totals';
import type { CartLine } from './types';

/** Lines are the same product when their kind, id and free-sample flag all match. */
function identityOf(line: CartLine): string {
  const kind = isGiftCardLine(line)
    ? 'gift-card'
    : line.bundleId !== undefined
      ? 'bundle'
      : 'product';
  return `${kind}:${line.isFreeSample ? 'sample:' : ''}${lineKey(line)}`;
}

/**
 * Merges the persisted cart of a signed-in customer into the session cart (SPEC section 4).
 *
 * - Identical products (or bundles) become one line whose quantity is the sum of both; the
 *   session line's other fields win because they are the freshest. Gift cards are identical
 *   when card, amount and recipient all match (`giftCardLineKey`); their sum may pass
 *   `MAX_GIFT_CARD_QUANTITY`, which the CartStore and the API then bound.
 * - A free sample is one per customer, so identical free-sample lines keep the larger
 *   quantity instead of adding up.
 * - Multipacks are never combined (two mixes are two things the shopper built); every
 *   multipack of the result gets a fresh id `MYOMP-30-{n}`, n = 1, 2, … in cart order, so
 *   ids are unique whatever ids the two carts used.
 *
 * Session lines come first in their own order, then lines only the persisted cart had.
 * Inputs are not mutated.
 */
export function mergeCarts(
  persisted: readonly CartLine[],
  session: readonly CartLine[],
): CartLine[] {
  const merged: CartLine[] = [];
  const indexByIdentity = new Map<string, number>();

  const take = (line: CartLine, fromSession: boolean) => {
    if (isMultipackLine(line)) {
      merged.push({ ...line, multipackList: line.multipackList.map((item) => ({ ...item })) });
      return;
    }
    const identity = identityOf(line);
    const index = indexByIdentity.get(identity);
    if (index === undefined) {
      indexByIdentity.set(identity, merged.length);
      merged.push({ ...line });
      return;
    }
    const existing = merged[index]!;
    const quantity = line.isFreeSample
      ? Math.max(existing.quantity, line.quantity)
      : existing.quantity + line.quantity;
    merged[index] = fromSession ? { ...line, quantity } : { ...existing, quantity };
  };

  for (const line of session) take(line, true);
  for (const line of persisted) take(line, false);

  let n = 0;
  return merged.map((line) =>
    isMultipackLine(line) ? { ...line, productId: multipackCartId(++n) } : line,
  );
}

/** True when the cart has lines and every one is a free sample. */
export function hasOnlyFreeSamples(lines: readonly CartLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.isFreeSample === true);
}

/**
 * A cart whose every item is a free sample is emptied (SPEC section 4): samples ride along
 * with an order, they are not an order. Any other cart is returned as it is.
 */
export function emptyIfOnlyFreeSamples<T extends CartLine>(lines: readonly T[]): T[] {
  return hasOnlyFreeSamples(lines) ? [] : [...lines];
}
