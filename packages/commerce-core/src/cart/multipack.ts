import { MULTIPACK_SIZE } from '../constants/constants';
import { toWholeCount } from './money';
import type { CartLine, MultipackItem } from './types';

const MULTIPACK_ID_PATTERN = new RegExp(`^MYOMP-${MULTIPACK_SIZE}-([1-9][0-9]*)$`);

/** The cart id of the n-th multipack: `MYOMP-30-{n}`. */
export function multipackCartId(n: number): string {
  return `MYOMP-${MULTIPACK_SIZE}-${n}`;
}

/** The n of a `MYOMP-30-{n}` id, or null when the id is not a multipack cart id. */
export function parseMultipackCartId(id: string): number | null {
  const match = MULTIPACK_ID_PATTERN.exec(id);
  return match ? Number(match[1]) : null;
}

/** The next free multipack cart id: one past the highest n already in the cart. */
export function nextMultipackCartId(lines: readonly CartLine[]): string {
  let highest = 0;
  for (const line of lines) {
    const n = line.productId === undefined ? null : parseMultipackCartId(line.productId);
    if (n !== null && n > highest) highest = n;
  }
  return multipackCartId(highest + 1);
}

/** Packs chosen in a mix: the sum of item quantities. */
export function multipackPackCount(items: readonly MultipackItem[]): number {
  return items.reduce((sum, item) => sum + toWholeCount(item.quantity), 0);
}

/** Packs of one item the shop can actually supply: its quantity, capped by what is in stock. */
function availablePacksOf(item: MultipackItem): number {
  const quantity = toWholeCount(item.quantity);
  return item.availableQty === undefined
    ? quantity
    : Math.min(quantity, toWholeCount(item.availableQty));
}

/** Packs in a mix that are still available; items short of stock count only what is in stock. */
export function availablePackCount(items: readonly MultipackItem[]): number {
  return items.reduce((sum, item) => sum + availablePacksOf(item), 0);
}

/** Items the shop can no longer supply in the chosen quantity ("click Edit and replace"). */
export function unavailableMultipackItems(items: readonly MultipackItem[]): MultipackItem[] {
  return items.filter((item) => availablePacksOf(item) < toWholeCount(item.quantity));
}

/**
 * A multipack is full when its available packs number exactly 30 (SPEC section 4). Takes the
 * mix's items, or an already computed count of available packs.
 */
export function isMultipackFull(itemsOrAvailableCount: readonly MultipackItem[] | number): boolean {
  const count =
    typeof itemsOrAvailableCount === 'number'
      ? itemsOrAvailableCount
      : availablePackCount(itemsOrAvailableCount);
  return count === MULTIPACK_SIZE;
}

/** Packs still to choose before the mix is full (never below 0). */
export function remainingPacks(items: readonly MultipackItem[]): number {
  return Math.max(0, MULTIPACK_SIZE - multipackPackCount(items));
}

/**
 * Whether one more pack of `product` fits: the mix is not yet at 30 packs and the shop has
 * stock for one more of that flavour.
 */
export function canAddPack(
  items: readonly MultipackItem[],
  product: Pick<MultipackItem, 'productId' | 'availableQty'>,
): boolean {
  if (multipackPackCount(items) >= MULTIPACK_SIZE) return false;
  if (product.availableQty === undefined) return true;
  const chosen = items.find((item) => item.productId === product.productId);
  return toWholeCount(chosen?.quantity ?? 0) < toWholeCount(product.availableQty);
}

/**
 * The mix with one more pack of `product`, or the same array when it does not fit
 * (see `canAddPack`). Never mutates its input.
 */
export function addPack(
  items: readonly MultipackItem[],
  product: Omit<MultipackItem, 'quantity'>,
): readonly MultipackItem[] {
  if (!canAddPack(items, product)) return items;
  const index = items.findIndex((item) => item.productId === product.productId);
  if (index === -1) return [...items, { ...product, quantity: 1 }];
  return items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item));
}

/** The mix with one pack of `productId` fewer; an item reaching 0 packs leaves the mix. */
export function removePack(
  items: readonly MultipackItem[],
  productId: string,
): readonly MultipackItem[] {
  const index = items.findIndex((item) => item.productId === productId);
  if (index === -1) return items;
  const item = items[index]!;
  if (item.quantity <= 1) return items.filter((_, i) => i !== index);
  return items.map((current, i) =>
    i === index ? { ...current, quantity: current.quantity - 1 } : current,
  );
}
