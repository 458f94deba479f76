import {
  isGiftCardLine,
  isMultipackLine,
  lineKey,
  MAX_GIFT_CARD_QUANTITY,
  toWholeCount,
  type CartLine,
} from '@snackshop/commerce-core';

/** The kind of a line, as the server tells lines apart. */
function kindOf(line: CartLine): 'g' | 'b' | 'p' {
  if (isGiftCardLine(line)) return 'g';
  return line.bundleId !== undefined ? 'b' : 'p';
}

/**
 * Identifies a cart by what the server prices: each line's id, quantity and, for a multipack,
 * its items (a gift card's id holds its amount and recipient). Two carts with the same
 * fingerprint get the same amounts.
 */
export function cartFingerprint(lines: readonly CartLine[]): string {
  return JSON.stringify(
    lines.map((line) => [
      kindOf(line),
      lineKey(line),
      toWholeCount(line.quantity),
      line.isFreeSample === true,
      isMultipackLine(line)
        ? line.multipackList.map((item) => [item.productId, toWholeCount(item.quantity)])
        : null,
    ]),
  );
}

/** Lines are the same thing to add up when kind, id and free-sample flag match. */
export function sameLine(a: CartLine, b: CartLine): boolean {
  return (
    !isMultipackLine(a) &&
    !isMultipackLine(b) &&
    kindOf(a) === kindOf(b) &&
    lineKey(a) === lineKey(b) &&
    (a.isFreeSample === true) === (b.isFreeSample === true)
  );
}

/**
 * Keeps a quantity within what the shop can sell; free samples are one per customer and a
 * gift-card line holds at most `MAX_GIFT_CARD_QUANTITY` cards.
 */
export function allowedQuantity(line: CartLine, wanted: number): number {
  let quantity = toWholeCount(wanted);
  if (line.isFreeSample) quantity = Math.min(quantity, 1);
  if (isGiftCardLine(line)) quantity = Math.min(quantity, MAX_GIFT_CARD_QUANTITY);
  if (line.availableQty !== undefined)
    quantity = Math.min(quantity, toWholeCount(line.availableQty));
  return quantity;
}

/**
 * Takes unit prices, stock and the free-sample flag from lines the server priced (e.g. the
 * persisted cart) for every line and multipack item of `cart` with the same product or bundle
 * id; quantities stay the cart's. Changes `cart`'s lines in place (they are the store's observables).
 */
export function adoptPrices(cart: readonly CartLine[], lines: readonly CartLine[]): void {
  const prices = new Map<string, ServerFacts>();
  const note = (id: string | undefined, source: ServerFacts) => {
    if (id === undefined) return;
    prices.set(id, {
      ...(source.price !== undefined ? { price: source.price } : {}),
      ...(source.availableQty !== undefined ? { availableQty: source.availableQty } : {}),
      ...(source.isFreeSample ? { isFreeSample: true } : {}),
    });
  };
  for (const line of lines) {
    if (isMultipackLine(line)) {
      for (const item of line.multipackList) note(item.productId, item);
    } else {
      note(line.bundleId !== undefined ? `b:${line.bundleId}` : line.productId, line);
    }
  }
  const apply = (target: ServerFacts, id: string | undefined) => {
    const known = id === undefined ? undefined : prices.get(id);
    if (!known) return;
    if (known.price !== undefined) target.price = known.price;
    if (known.availableQty !== undefined) target.availableQty = known.availableQty;
  };
  for (const line of cart) {
    if (isMultipackLine(line)) {
      for (const item of line.multipackList) apply(item, item.productId);
      continue;
    }
    const id = line.bundleId !== undefined ? `b:${line.bundleId}` : line.productId;
    apply(line, id);
    // The server alone says what is a free sample (decision 0038).
    const known = id === undefined ? undefined : prices.get(id);
    if (known?.isFreeSample) line.isFreeSample = true;
    else if (known) delete line.isFreeSample;
  }
}

/** What a line priced by the server tells about a product: price, stock, free sample. */
interface ServerFacts {
  price?: number;
  availableQty?: number;
  isFreeSample?: boolean;
}
