import { withLocationStock } from '../addresses/location-stock';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogueCaches } from './catalogue-caches';
import { products } from '../db/schema/index';
import type { PreparedJson } from '../http/prepared-json';
import { type ProductFilters, type productPageSchema } from '@snackshop/commerce-core/contract';
import { PRODUCTS_PER_PAGE } from '@snackshop/commerce-core/constants';
import type { CatalogueContext } from './catalogue-context';
import { listingKey, pageOf, queryProducts } from './listing.service';
import { selectSummaries, toSummary, withTaxonomy, type Lang } from './product-query';
import { normaliseQuery, searchWords } from './text-search';
import type { IndexOrder } from './search-index';

type ProductPage = z.infer<typeof productPageSchema>;

/** Listing sorts the search index orders by itself; name order is the database collation's. */
const INDEX_ORDERS: Record<string, IndexOrder | undefined> = {
  relevance: 'rank',
  featured: 'rank',
  'best-selling': 'rank',
  'price-asc': 'price-asc',
  'price-desc': 'price-desc',
  newest: 'newest',
};

/**
 * Search results with the listing filters (getqueryproducts), from the listing cache like
 * every listing, kept there serialised: a repeated search is sent without serialising it. A search the cache has not seen at this catalogue version is answered from
 * the in-process search index when it holds that version: the matches, their order and the
 * exact total come from its posting lists, and only the page's 36 products are read from
 * the database (by primary key, so stock counts are current). Event and multipack filters, name order
 * and a stale index leave the answer to the database's query.
 */
export async function searchProducts(
  ctx: CatalogueContext & { catalogue: CatalogueCaches },
  requested: ProductFilters,
  location: string | null = null,
): Promise<PreparedJson | ProductPage> {
  // The cached answer holds every location's stock; a shopper's location is laid over it
  // (decision 0033), so the key and the index never depend on it.
  const filters = { ...requested, locationNumber: undefined };
  if (location !== null) {
    const page = await ctx.catalogue.listing(listingKey(filters), build);
    return {
      ...page,
      products: await withLocationStock(ctx.db, page.products, location),
      locationNumber: requested.locationNumber ?? null,
    };
  }
  return ctx.catalogue.preparedListing(listingKey(filters), build);

  async function build(
    stamp: Parameters<Parameters<CatalogueCaches['listing']>[1]>[0],
  ): Promise<ProductPage> {
    const order = INDEX_ORDERS[filters.sort];
    const index =
      filters.q !== undefined && order && !filters.event && !filters.multipackEligible
        ? await ctx.catalogue.searchIndexAt(stamp)
        : null;
    const offset = (filters.page - 1) * PRODUCTS_PER_PAGE;
    const page = index?.listing({
      words: searchWords(filters.q ?? ''),
      kinds: filters.kind ? [filters.kind] : ['snack', 'variety-pack'],
      ...(filters.brand ? { brand: filters.brand } : {}),
      ...(filters.productType ? { productType: filters.productType } : {}),
      ...(filters.flavor ? { flavor: filters.flavor } : {}),
      ...(filters.size ? { size: filters.size } : {}),
      inStock: Boolean(filters.inStock),
      order: order ?? 'rank',
      offset,
      limit: PRODUCTS_PER_PAGE,
    });
    if (!page) return queryProducts(ctx, filters);
    if (page.ids.length === 0) return pageOf(filters, [], page.total);
    const { taxonomy, rows } = await withTaxonomy(
      ctx.db,
      selectSummaries(ctx.db).where(inArray(products.id, page.ids)),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const summaries = page.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSummary(row, taxonomy, filters.lang, ctx.publicUrl)] : [];
    });
    return pageOf(filters, summaries, page.total);
  }
}

/**
 * Autocomplete suggestions, best first, from the instance's in-process search index (no
 * database round trip): products whose name starts with the typed text, then products in
 * which every typed word starts a word, each by popularity. A word that starts no catalogue
 * word is corrected to the closest one first, and what it finds is ranked as typo matches
 * (no highlight).
 */
export async function autocomplete(
  ctx: CatalogueContext & { catalogue: CatalogueCaches },
  q: string,
  limit: number,
  lang: Lang,
): Promise<PreparedJson> {
  // Shoppers type the same beginnings again and again: an answer is kept while its index is
  // current, keyed by everything it depends on (the text as typed is echoed back).
  return ctx.catalogue.indexAnswer(`suggest:${lang}:${limit}:${q}`, (index) => {
    const needle = normaliseQuery(q);
    const { rows, corrected } = index.suggest(searchWords(q), needle, limit);
    return {
      query: q,
      suggestions: rows.map((row) => {
        const summary = toSummary(row, index.taxonomy, lang, ctx.publicUrl);
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
          matchStart: corrected
            ? -1
            : normaliseQuery(summary.title).indexOf(needle.split(' ')[0] ?? ''),
        };
      }),
    };
  });
}
