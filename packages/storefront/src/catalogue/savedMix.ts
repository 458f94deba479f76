import type { MultipackCartLine, MultipackItem } from '@snackshop/commerce-core/cart';
import type { MixPack } from '@snackshop/commerce-core/contract';

/** Where a saved mix is changed: the mix builder with the mix loaded. */
export const editMixHref = (mixPackId: string) =>
  `/varietypack/customize?mix=${encodeURIComponent(mixPackId)}`;

/** A saved mix's items as the builder and the cart hold them (prices in cents). */
export function mixItems(mix: Pick<MixPack, 'items'>): MultipackItem[] {
  return mix.items.map((item) => ({
    productId: String(item.productId),
    title: item.title,
    price: item.priceCents,
    quantity: item.quantity,
    availableQty: item.available ? item.availableQty : 0,
  }));
}

/**
 * A saved mix as one multipack line of the cart. Its `MYOMP-30-{n}` id is the cart's next
 * free one (the CartStore gives it), and `mixPackId` names the saved mix it came from.
 */
export function mixCartLine(mix: Pick<MixPack, 'mixPackId' | 'name' | 'items'>): MultipackCartLine {
  return {
    productId: '',
    title: mix.name,
    quantity: 1,
    multipackList: mixItems(mix),
    mixPackId: mix.mixPackId,
  };
}

/** The items of a mix as the mixpack calls take them: product ids and packs. */
export function mixBodyItems(items: readonly Pick<MultipackItem, 'productId' | 'quantity'>[]) {
  return items.map((item) => ({ productId: Number(item.productId), quantity: item.quantity }));
}

/**
 * A save a visitor asked for before signing in (UserStore `savedMultipack`): the mix as it
 * was, its name, and the saved mix it edits, if any. It completes when they come back.
 */
export interface PendingMixSave {
  items: { productId: string; quantity: number }[];
  name: string;
  mixPackId: string | null;
}

/** The pending save the user slice holds, or null when it holds none (or something else). */
export function pendingMixSave(value: unknown): PendingMixSave | null {
  if (value === null || typeof value !== 'object') return null;
  const { items, name, mixPackId } = value as Record<string, unknown>;
  if (!Array.isArray(items) || items.length === 0) return null;
  const parsed = items.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const { productId, quantity } = item as Record<string, unknown>;
    return typeof productId === 'string' && typeof quantity === 'number'
      ? [{ productId, quantity }]
      : [];
  });
  if (parsed.length !== items.length) return null;
  return {
    items: parsed,
    name: typeof name === 'string' ? name : '',
    mixPackId: typeof mixPackId === 'string' ? mixPackId : null,
  };
}
