import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/query';

/** The brand, product type, flavor and size tables by id: what a product summary names. */
export interface Taxonomy {
  brands: Map<number, { slug: string; name: string }>;
  categories: Map<number, { slug: string; name: string; nameEs: string }>;
  flavors: Map<number, { slug: string; name: string; nameEs: string; heatLevel: number }>;
  sizes: Map<number, { slug: string; label: string; labelEs: string }>;
}

type Json<T> = T | string;
const parse = <T>(value: Json<T>): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Reads the four small reference tables in one trivially planned statement. Product queries
 * then select from products alone: joining the four tables into every list query cost the
 * planner more than running the query (about 1 ms of join search per statement), and the
 * tables hold a few dozen rows. Read per request, so a renamed brand shows at once.
 */
export async function loadTaxonomy(db: Database): Promise<Taxonomy> {
  const [row] = await selectRows<{
    brands: Json<[number, string, string][]>;
    categories: Json<[number, string, string, string][]>;
    flavors: Json<[number, string, string, string, number][]>;
    sizes: Json<[number, string, string, string][]>;
  }>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_array(id, slug, name)), '[]') from brands) as brands,
      (select coalesce(json_agg(json_build_array(id, slug, name, name_es)), '[]') from categories) as categories,
      (select coalesce(json_agg(json_build_array(id, slug, name, name_es, heat_level)), '[]') from flavors) as flavors,
      (select coalesce(json_agg(json_build_array(id, slug, label, label_es)), '[]') from sizes) as sizes`,
  );
  if (!row) throw new Error('The taxonomy query answered no row.');
  return {
    brands: new Map(parse(row.brands).map(([id, slug, name]) => [id, { slug, name }])),
    categories: new Map(
      parse(row.categories).map(([id, slug, name, nameEs]) => [id, { slug, name, nameEs }]),
    ),
    flavors: new Map(
      parse(row.flavors).map(([id, slug, name, nameEs, heatLevel]) => [
        id,
        { slug, name, nameEs, heatLevel },
      ]),
    ),
    sizes: new Map(
      parse(row.sizes).map(([id, slug, label, labelEs]) => [id, { slug, label, labelEs }]),
    ),
  };
}
