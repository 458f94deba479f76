import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productZipRestrictions } from '../db/schema/index';

/**
 * Products of `productIds` that cannot ship to `zipcode`, with the reason: a restriction
 * row applies when its 3- to 5-digit prefix starts the ZIP code.
 */
export async function zipRestrictedProducts(
  db: Database,
  zipcode: string,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: productZipRestrictions.productId,
      reason: productZipRestrictions.reason,
    })
    .from(productZipRestrictions)
    .where(
      and(
        inArray(productZipRestrictions.productId, [...new Set(productIds)]),
        sql`starts_with(${zipcode}, ${productZipRestrictions.zipPrefix})`,
      ),
    );
  return new Map(rows.map((row) => [row.productId, row.reason]));
}
