import { endpoints } from '@snackshop/commerce-core/api-client';
import { and, asc, eq, gte, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  categories,
  configEntries,
  coupons,
  locationStock,
  products,
  sizes,
} from '../src/db/schema/index';
import type { TestApi } from './harness';

/** Headers of a second, independent handshake session. */
export async function anotherSession(api: TestApi): Promise<Record<string, string>> {
  const response = await fetch(`${api.baseUrl}${endpoints.handshaking.path}`);
  const { data } = (await response.json()) as {
    data: { _ss_i: string; _rr_n_dts: string; _en_cs: string };
  };
  return { sessionId: data._ss_i, rnduts: data._rr_n_dts, encstr: data._en_cs };
}

/** A seeded product row, as the tests need it. */
export type ProductRow = typeof products.$inferSelect & { taxCategory: string };

/** Seeded products for sale matching `where` (free samples left out), lowest id first. */
export async function findProducts(db: Database, where: SQL | undefined): Promise<ProductRow[]> {
  return selectProducts(db, and(eq(products.freeSample, false), where));
}

/** The seeded free samples (decision 0038), lowest id first. */
export const freeSamples = (db: Database) => selectProducts(db, eq(products.freeSample, true));

async function selectProducts(db: Database, where: SQL | undefined): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products, taxCategory: categories.taxCategory })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(products.id));
  return rows.map((row) => ({ ...row.product, taxCategory: row.taxCategory }));
}

/** Single-serve products that can go into a mix and have at least `minStock` in stock. */
export const mixableProducts = (db: Database, minStock = 30) =>
  findProducts(
    db,
    and(
      eq(products.multipackEligible, true),
      eq(products.isActive, true),
      eq(products.kind, 'snack'),
      gte(products.stockQty, minStock),
    ),
  );

/** In-stock snacks that are not single-serve (so not mixable). */
export async function fullSizeSnacks(db: Database) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(sizes, eq(sizes.id, products.sizeId))
    .where(
      and(eq(sizes.singleServe, false), eq(products.kind, 'snack'), gte(products.stockQty, 50)),
    )
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

/** In-stock products of a tax class (food, candy, general, ...). */
export const productsTaxedAs = (db: Database, taxCategory: string) =>
  findProducts(
    db,
    and(
      eq(categories.taxCategory, taxCategory),
      eq(products.isActive, true),
      gte(products.stockQty, 20),
      ne(products.kind, 'variety-pack'),
    ),
  );

/**
 * Sets a product's stock, to make it unavailable (0) or available again: `stockQty` units in
 * all, and as many at every fulfilment location, wherever the shopper is.
 */
export async function setStock(db: Database, productId: number, stockQty: number) {
  await db.update(products).set({ stockQty }).where(eq(products.id, productId));
  await db
    .update(locationStock)
    .set({ qty: stockQty })
    .where(eq(locationStock.productId, productId));
}

/** A seeded product by its slug. */
export async function productBySlug(db: Database, slug: string): Promise<ProductRow> {
  const [row] = await findProducts(db, eq(products.slug, slug));
  if (!row) throw new Error(`The seed has no product ${slug}`);
  return row;
}

/** Sets a config-list entry (shipping minimum, flat charge, flags). */
export async function setConfig(db: Database, key: string, value: number | boolean) {
  await db.update(configEntries).set({ value }).where(eq(configEntries.key, key));
}

/** Adds a coupon for a test; `code` must be unique. */
export async function addCoupon(db: Database, coupon: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(coupon).returning();
  if (!row) throw new Error('Coupon insert returned nothing');
  return row;
}
