import { withLocationStock } from '../addresses/location-stock';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogueCaches } from './catalogue-caches';
import { products } from '../db/schema/index';
import type { PreparedJson } from '../http/prepared-json';
import { type ProductFilters, type searchPageSchema } from '@snackshop/commerce-core/contract';
import { PRODUCTS_PER_PAGE } from '@snackshop/commerce-core/constants';
import type { CatalogueContext } from './catalogue-context';
import { facetCounts, listingKey, pageOf, queryProducts } from './listing.service';
import { selectSummaries, toSummary, type Lang } from './product-query';
import { normaliseQuery, resolveSearch, searchWords } from './text-search';
import type { IndexOrder } from './search-index';
import type { Taxonomy } from './taxonomy';

type SearchPage = z.infer<typeof searchPageSchema>;

/** Listing sorts the search index orders by itself; name order is the database collation's. */
const INDEX_ORDERS: Record<string, IndexOrder | undefined> = {
  relevance: 'rank',
  featured: 'rank',
  'best-selling': 'rank',
  'price-asc': 'price-asc',
  'price-desc': 'price-desc',
  newest: 'newest',
};

/** What a results page lists without a kind filter, and what autocomplete suggests. */
const LISTED_KINDS = ['snack', 'variety-pack'];
const SUGGESTED_KINDS = ['snack', 'variety-pack', 'merchandise'];

/** Best sellers offered on a results page that found nothing. */
const BEST_SELLERS_OFFERED = 4;

/**
 * Search results with the listing filters (getqueryproducts), from the listing cache like
 * every listing, kept there serialised: a repeated search is sent without serialising it.
 * The in-process search index reads the search (the same reading as autocomplete's): for the
 * orders it holds it finds the page and the exact total itself, and only the page's 36
 * products are read from the database (by primary key, so stock counts are current); name
 * order, shop events and multipack filters take its matching ids to the database's query.
 * A search nothing answers says so with the nearest search that has answers and a few best
 * sellers. Only when the index holds no current version does the database match the words.
 * With a location, products in stock there rank first, so the answer is kept per location.
 */
export async function searchProducts(
  ctx: CatalogueContext & { catalogue: CatalogueCaches },
  requested: ProductFilters,
  location: string | null = null,
): Promise<PreparedJson | SearchPage> {
  // The cached answer holds every location's stock; a shopper's location is laid over it
  // (decision 0033). Its order does depend on the location (in stock there first), so the
  // key names it.
  const filters = { ...requested, locationNumber: undefined };
  if (location !== null) {
    const page = await ctx.catalogue.listing(`${listingKey(filters)}@${location}`, build);
    return {
      ...page,
      products: await withLocationStock(ctx.db, page.products, location),
      locationNumber: requested.locationNumber ?? null,
    };
  }
  return ctx.catalogue.preparedListing(listingKey(filters), build);

  async function build(
    stamp: Parameters<Parameters<CatalogueCaches['listing']>[1]>[0],
  ): Promise<SearchPage> {
    const index = filters.q === undefined ? null : await ctx.catalogue.searchIndexAt(stamp);
    if (!index) return queryProducts(ctx, filters);
    const words = searchWords(filters.q ?? '');
    const kinds = filters.kind ? [filters.kind] : LISTED_KINDS;
    const order = INDEX_ORDERS[filters.sort];
    const page =
      order && !filters.event && !filters.multipackEligible
        ? index.listing({
            words,
            kinds,
            ...(filters.brand ? { brand: filters.brand } : {}),
            ...(filters.productType ? { productType: filters.productType } : {}),
            ...(filters.flavor ? { flavor: filters.flavor } : {}),
            ...(filters.size ? { size: filters.size } : {}),
            inStock: Boolean(filters.inStock),
            location,
            order,
            offset: (filters.page - 1) * PRODUCTS_PER_PAGE,
            limit: PRODUCTS_PER_PAGE,
          })
        : null;
    const answer = page
      ? pageOf(filters, await summariesOf(ctx, page.ids, filters.lang, index.taxonomy), page.total)
      : await queryProducts(ctx, filters, index.matchingIds(words));
    if (answer.total > 0) return answer;
    return {
      ...answer,
      didYouMean: index.nearestSearch(words, kinds),
      // The same for every search at this catalogue version: kept as a listing answer.
      bestSellers: await ctx.catalogue.listing(`best-sellers:${filters.lang}`, () =>
        summariesOf(
          ctx,
          index.bestSellers(LISTED_KINDS, BEST_SELLERS_OFFERED),
          filters.lang,
          index.taxonomy,
        ),
      ),
    };
  }
}

/**
 * Facet counts of a search's results (filterlist with `q`), each facet counted with the
 * other selected filters and not its own, as a listing's: the database counts the products
 * the search index matches (the reading of the search the results page has), cached as a
 * listing answer. Without a current index the database matches the words itself.
 */
export async function searchFacetCounts(
  ctx: CatalogueContext & { catalogue: CatalogueCaches },
  filters: Omit<ProductFilters, 'sort' | 'page' | 'locationNumber'>,
) {
  const { q, ...rest } = filters;
  if (q === undefined) return facetCounts(ctx, rest);
  const key = listingKey({ ...filters, sort: 'facets', page: 0, locationNumber: undefined });
  return ctx.catalogue.listing(`facets:${key}`, async (stamp) => {
    const index = await ctx.catalogue.searchIndexAt(stamp);
    if (index) return facetCounts(ctx, { ...rest, ids: index.matchingIds(searchWords(q)) });
    const search = await resolveSearch(ctx.db, searchWords(q));
    return facetCounts(ctx, search.tsQuery ? { ...rest, search } : { ...rest, ids: [] });
  });
}

/**
 * Product summaries of ids, in the order of the ids (read by primary key, so stock counts
 * are current), named from the search index's taxonomy: a renamed brand, type, flavor or size
 * bumps the catalogue version (migration 0006), so the index an answer is computed from holds
 * names of that version or later, and reading them again for every page is not needed.
 */
async function summariesOf(
  ctx: CatalogueContext,
  ids: readonly number[],
  lang: Lang,
  taxonomy: Taxonomy,
) {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(ctx.db).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, taxonomy, lang, ctx.publicUrl)] : [];
  });
}

/**
 * Autocomplete suggestions, best first, from the instance's in-process search index (no
 * database round trip): products whose name starts with the typed text, then products in
 * which every typed word starts a word, each by popularity. A word that starts no catalogue
 * word is corrected to the closest one first, and what it finds is ranked as typo matches
 * (no highlight). Products in stock at the shopper's location, when known, come first.
 */
export async function autocomplete(
  ctx: CatalogueContext & { catalogue: CatalogueCaches },
  q: string,
  limit: number,
  lang: Lang,
  location: string | null = null,
): Promise<PreparedJson> {
  // Shoppers type the same beginnings again and again: an answer is kept while its index is
  // current, keyed by everything it depends on (the text as typed is echoed back).
  return ctx.catalogue.indexAnswer(`suggest:${lang}:${limit}:${location ?? ''}:${q}`, (index) => {
    const needle = normaliseQuery(q);
    const words = searchWords(q);
    const { rows, corrected } = index.suggest(words, needle, limit, location);
    return {
      query: q,
      // Typing meets dead ends at every other key: only the cheap way on (a part dropped).
      ...(rows.length === 0
        ? { didYouMean: index.nearestSearch(words, SUGGESTED_KINDS, { corrections: false }) }
        : {}),
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
