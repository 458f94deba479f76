import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import type { CatalogueContext } from '../catalogue/catalogue.service';
import { selectSummaries, toSummary, withTaxonomy, type Lang } from '../catalogue/product-query';
import {
  matchesSearch,
  normaliseQuery,
  resolveSearch,
  searchWords,
  type ResolvedSearch,
} from '../catalogue/text-search';

/** What autocomplete suggests: everything a shopper can open, not only listing kinds. */
const SUGGESTED_KINDS = ['snack', 'variety-pack', 'merchandise'] as const;

/**
 * Autocomplete suggestions, best first: products whose name starts with the typed text,
 * then products in which every typed word starts a word, each by popularity. A word that
 * starts no catalogue word is corrected to the closest one first, and what it finds is
 * ranked as typo matches (no highlight).
 */
export async function autocomplete(ctx: CatalogueContext, q: string, limit: number, lang: Lang) {
  const needle = normaliseQuery(q);
  const search = await resolveSearch(ctx.db, searchWords(q));
  const { taxonomy, rows } = await withTaxonomy(
    ctx.db,
    search.tsQuery
      ? suggest(ctx.db, search, search.corrected ? null : needle, limit)
      : Promise.resolve([]),
  );
  return {
    query: q,
    suggestions: rows.map((row) => {
      const summary = toSummary(row, taxonomy, lang, ctx.publicUrl);
      return {
        productId: summary.productId,
        slug: summary.slug,
        title: summary.title,
        brand: summary.brand.name,
        productType: summary.productType.name,
        priceCents: summary.priceCents,
        price: summary.price,
        image: summary.image.tile,
        /** Where the typed text sits in the title, for bold highlighting (-1 if a typo match). */
        matchStart: search.corrected
          ? -1
          : normaliseQuery(summary.title).indexOf(needle.split(' ')[0] ?? ''),
      };
    }),
  };
}

/**
 * The best `limit` products for a search in one statement: the top names starting with
 * `namePrefix` and the top word matches, each read in popularity order and cut at `limit`
 * before they are merged, so no suggestion list ever sorts all of a search's matches.
 */
async function suggest(
  db: Database,
  search: ResolvedSearch,
  namePrefix: string | null,
  limit: number,
) {
  const base = and(
    matchesSearch(search),
    eq(products.isActive, true),
    inArray(products.kind, [...SUGGESTED_KINDS]),
  );
  const top = (tier: 0 | 1, extra?: SQL) => sql`(
    select ${products.id} as id, ${sql.raw(String(tier))} as tier from ${products}
    where ${and(base, extra)}
    order by ${products.popularity} desc, ${products.id}
    limit ${limit})`;
  const candidates = namePrefix
    ? sql`${top(0, sql`lower(${products.title}) like ${`${namePrefix}%`}`)} union all ${top(1)}`
    : top(1);
  const ranked = sql`(select id, min(tier) as tier from (${candidates}) as candidates group by id) as ranked`;
  return selectSummaries(db)
    .innerJoin(ranked, sql`ranked.id = ${products.id}`)
    .orderBy(sql`ranked.tier`, desc(products.popularity), asc(products.id))
    .limit(limit);
}
