import { spreadStockOverLocations } from '../addresses/location-stock';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

const adjectives = [
  'Crispy',
  'Crunchy',
  'Golden',
  'Rustic',
  'Classic',
  'Bold',
  'Zesty',
  'Smoky',
  'Toasty',
  'Wavy',
  'Thin',
  'Thick Cut',
  'Hearty',
  'Mini',
  'Jumbo',
  'Kettle',
  'Oven Baked',
  'Sea Breeze',
  'Midnight',
  'Sunrise',
  'Harvest',
  'Farmhouse',
  'Stone Ground',
  'Artisan',
  'Backyard',
];

/**
 * Adds `count` generated products to a seeded database, for benchmarks: every combination
 * of seed brand, product type, flavor and size with an adjective and a batch number, made in
 * SQL so 100,000 rows take seconds on PGlite and PostgreSQL alike.
 */
export async function generateLargeCatalogue(db: Database, count: number): Promise<void> {
  const adjectiveArray = `{${adjectives.map((a) => `"${a}"`).join(',')}}`;
  await db.execute(sql`
    with b as (select array_agg(id order by id) ids, array_agg(name order by id) names from brands),
         c as (select array_agg(id order by id) ids, array_agg(name order by id) names from categories where parent_id is not null),
         f as (select array_agg(id order by id) ids, array_agg(name order by id) names from flavors),
         s as (select array_agg(id order by id) ids, array_agg(label order by id) labels from sizes),
         g as (
           select n,
             1 + (n % cardinality(b.ids)) bi,
             1 + ((n / 7) % cardinality(c.ids)) ci,
             1 + ((n / 3) % cardinality(f.ids)) fi,
             1 + ((n / 11) % cardinality(s.ids)) si,
             1 + ((n / 13) % ${adjectives.length}) ai,
             b, c, f, s
           from generate_series(1, ${count}) n, b, c, f, s
         )
    insert into products (sku, slug, kind, title, title_es, brand_id, category_id, flavor_id, size_id,
      description, description_es, ingredients, ingredients_es, price_cents, stock_qty,
      multipack_eligible, popularity, rating_tenths, review_count, search_text)
    select 'BX-' || n, 'bx-' || n, 'snack',
      t.title, t.title, (g.b).ids[bi], (g.c).ids[ci], (g.f).ids[fi], (g.s).ids[si],
      'Generated for benchmarks.', 'Generado para pruebas de rendimiento.', 'Various.', 'Varios.',
      99 + (n * 37) % 1500, (n * 13) % 300, si <= 2, (n * 7919) % 10000, 30 + n % 21, n % 800,
      t.title
    from g, lateral (
      select (g.b).names[bi] || ' ' || (${adjectiveArray}::text[])[ai] || ' ' || (g.f).names[fi] || ' ' ||
        (g.c).names[ci] || ', ' || (g.s).labels[si] || ' #' || n as title
    ) t
  `);
  // A catalogue at rest has been vacuumed: visibility map set (index-only scans and counts)
  // and planner statistics current, as autovacuum leaves a production database.
  await spreadStockOverLocations(db);
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze search_terms`);
}
