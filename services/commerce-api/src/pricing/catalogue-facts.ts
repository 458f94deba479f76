import { localized, type Language } from '@snackshop/commerce-core/language';
import { eq, inArray } from 'drizzle-orm';
import { stockQtyColumn } from '../addresses/location-stock';
import type { Database } from '../db/client';
import {
  bundleItems,
  bundles,
  categories,
  giftCards,
  mixPacks,
  products,
} from '../db/schema/index';

/** What the server knows about a product when it prices a line. */
export interface ProductFacts {
  id: number;
  sku: string;
  title: string;
  titleEs: string;
  kind: string;
  priceCents: number;
  stockQty: number;
  isActive: boolean;
  multipackEligible: boolean;
  /** A free sample: priced 0, one per cart (decision 0038). */
  freeSample: boolean;
  /** The tax class of the product's category (tax_categories.code). */
  taxCategory: string;
}

/** Loads the pricing facts of the given products, keyed by id. */
export async function loadProductFacts(
  db: Database,
  ids: readonly number[],
  /** The shopper's fulfilment location: its stock instead of every location's (decision 0033). */
  location: string | null = null,
): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      titleEs: products.titleEs,
      kind: products.kind,
      priceCents: products.priceCents,
      stockQty: stockQtyColumn(location),
      isActive: products.isActive,
      multipackEligible: products.multipackEligible,
      freeSample: products.freeSample,
      taxCategory: categories.taxCategory,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Units of a product the shop can sell now. */
export const availableUnits = (product: ProductFacts): number =>
  product.isActive ? Math.max(0, product.stockQty) : 0;

export const titleIn = (row: { title: string; titleEs: string }, lang: Language) =>
  localized(row, 'title', lang);

export type GiftCardFacts = typeof giftCards.$inferSelect;

export async function loadGiftCards(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, GiftCardFacts>();
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface BundleFacts {
  id: number;
  title: string;
  titleEs: string;
  priceCents: number;
  /** Whole bundles the stock of every item allows. */
  availableQty: number;
  items: {
    productId: number;
    title: string;
    titleEs: string;
    quantity: number;
    priceCents: number;
    taxCategory: string;
  }[];
}

export async function loadBundles(
  db: Database,
  ids: readonly number[],
  location: string | null = null,
) {
  const result = new Map<number, BundleFacts>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: bundles.id,
      title: bundles.title,
      titleEs: bundles.titleEs,
      priceCents: bundles.priceCents,
      isActive: bundles.isActive,
      productId: bundleItems.productId,
      quantity: bundleItems.quantity,
      productTitle: products.title,
      productTitleEs: products.titleEs,
      productPriceCents: products.priceCents,
      stockQty: stockQtyColumn(location),
      productActive: products.isActive,
      taxCategory: categories.taxCategory,
    })
    .from(bundles)
    .innerJoin(bundleItems, eq(bundleItems.bundleId, bundles.id))
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(bundles.id, [...new Set(ids)]));
  for (const row of rows) {
    const bundle = result.get(row.id) ?? {
      id: row.id,
      title: row.title,
      titleEs: row.titleEs,
      priceCents: row.priceCents,
      availableQty: row.isActive ? Number.MAX_SAFE_INTEGER : 0,
      items: [],
    };
    const stock = row.productActive ? Math.max(0, row.stockQty) : 0;
    bundle.availableQty = Math.min(bundle.availableQty, Math.floor(stock / row.quantity));
    bundle.items.push({
      productId: row.productId,
      title: row.productTitle,
      titleEs: row.productTitleEs,
      quantity: row.quantity,
      priceCents: row.productPriceCents,
      taxCategory: row.taxCategory,
    });
    result.set(row.id, bundle);
  }
  return result;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names of saved mixes by id: a multipack line that came from a saved mix is called by
 * the name its customer gave it. Ids that are not a saved mix's are left out.
 */
export async function loadMixNames(db: Database, ids: readonly string[]) {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: mixPacks.id, name: mixPacks.name })
    .from(mixPacks)
    .where(inArray(mixPacks.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
