import type { ProductSummary } from '@snackshop/commerce-core/contract';
import { and, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { locationStock, products } from '../db/schema/index';
import { ValidationError } from '../http/errors';
import { FULFILMENT_LOCATIONS } from './fulfilment';

/** The header every storefront call carries the shopper's location in (decision 0033). */
const LOCATION_HEADER = 'X-Location-Id';

const KNOWN = new Set(FULFILMENT_LOCATIONS.map((location) => location.locationNumber));

/**
 * A location number the caller sent in `field`: null when absent or empty, the number when it
 * is one of the fulfilment locations, else a 400 naming the field.
 */
function knownLocation(value: string | null | undefined, field: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (KNOWN.has(trimmed)) return trimmed;
  throw new ValidationError([
    { field, message: `${field} must be one of ${[...KNOWN].join(', ')}.` },
  ]);
}

/**
 * The shopper's location for this request: the contract's `locationNumber` where it has one,
 * else the `X-Location-Id` header (the alternate order location at checkout, else `_lo_No`);
 * null for a shopper without a location.
 */
export function requestLocation(c: Context, locationNumber?: string | null): string | null {
  return (
    knownLocation(locationNumber, 'locationNumber') ??
    knownLocation(c.req.header(LOCATION_HEADER), LOCATION_HEADER)
  );
}

/** Units of each product at a location (products without a row there have none). */
async function stockAt(
  db: Database,
  productIds: readonly number[],
  location: string,
): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)];
  const units = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return units;
  const rows = await db
    .select({ productId: locationStock.productId, qty: locationStock.qty })
    .from(locationStock)
    .where(and(eq(locationStock.locationId, location), inArray(locationStock.productId, ids)));
  for (const row of rows) units.set(row.productId, Math.max(0, row.qty));
  return units;
}

/**
 * Product summaries with the availability of a location. Without a location they keep the
 * stock of every location together, which is what the cached listing answers.
 */
export async function withLocationStock<
  T extends Pick<ProductSummary, 'productId' | 'availableQty' | 'inStock'>,
>(db: Database, summaries: T[], location: string | null): Promise<T[]> {
  if (location === null || summaries.length === 0) return summaries;
  const units = await stockAt(
    db,
    summaries.map((summary) => summary.productId),
    location,
  );
  return summaries.map((summary) => {
    const availableQty = Math.min(summary.availableQty, units.get(summary.productId) ?? 0);
    return { ...summary, availableQty, inStock: availableQty > 0 };
  });
}

/**
 * Spreads the stock of products that have no location rows yet over the five locations, the
 * rule of migration 0016: one product in ten has none at one location, the rest is shared
 * evenly, so a product's locations add up to its `stock_qty`.
 */
export async function spreadStockOverLocations(db: Pick<Database, 'execute'>): Promise<void> {
  const locations = sql.join(
    FULFILMENT_LOCATIONS.map((location, k) => sql.raw(`(${k}, '${location.locationNumber}')`)),
    sql`, `,
  );
  await db.execute(sql`
    insert into location_stock (product_id, location_id, qty)
    select p.id, l.location_id,
      case when l.k = s.skip then 0
        else p.stock_qty / s.n + case when (case when s.skip >= 0 and l.k > s.skip then l.k - 1 else l.k end) < p.stock_qty % s.n then 1 else 0 end
      end
    from products p
    cross join (values ${locations}) as l(k, location_id)
    cross join lateral (
      select case when p.id % 10 = 0 then (p.id / 10) % 5 else -1 end as skip,
        case when p.id % 10 = 0 then 4 else 5 end as n
    ) s
    on conflict do nothing
  `);
}

/**
 * A product's units as a select column: at a location (a correlated read of its row, none
 * without one), else `products.stock_qty`, the stock of every location together.
 */
export function stockQtyColumn(location: string | null | undefined) {
  if (!location) return products.stockQty;
  return sql<number>`coalesce((select ${locationStock.qty} from ${locationStock} where ${locationStock.productId} = ${products.id} and ${locationStock.locationId} = ${location}), 0)`.mapWith(
    Number,
  );
}

/**
 * Where each product in stock overall has none: the locations at which the search index ranks
 * it with the out-of-stock products. A seed product has none at one location in ten (migration
 * 0016), so this is a short list where every location's stock would be five rows a product.
 */
export async function emptyLocations(db: Database): Promise<Map<number, string[]>> {
  const perLocation = await Promise.all(
    FULFILMENT_LOCATIONS.map(({ locationNumber }) =>
      db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            gt(products.stockQty, 0),
            notExists(
              db
                .select({ one: sql`1` })
                .from(locationStock)
                .where(
                  and(
                    eq(locationStock.productId, products.id),
                    eq(locationStock.locationId, locationNumber),
                    gt(locationStock.qty, 0),
                  ),
                ),
            ),
          ),
        )
        .then((rows) => rows.map((row) => [row.id, locationNumber] as const)),
    ),
  );
  const empty = new Map<number, string[]>();
  for (const [id, location] of perLocation.flat()) {
    const list = empty.get(id);
    if (list) list.push(location);
    else empty.set(id, [location]);
  }
  return empty;
}
