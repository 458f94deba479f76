import { localized } from '@snackshop/commerce-core/language';
import { withLocationStock } from '../addresses/location-stock';
import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands, categories, flavors, products, sizes } from '../db/schema/index';
import type { CatalogueCaches } from './catalogue-caches';
import {
  type ProductFilters,
  type ProductSummary,
  type productPageSchema,
} from '@snackshop/commerce-core/contract';
import { PRODUCTS_PER_PAGE } from '@snackshop/commerce-core/constants';
import type { z } from 'zod';
import {
  filterConditions,
  selectSummaries,
  sortOrder,
  toSummary,
  where,
  withTaxonomy,
  type ProductQuery,
  type SummaryRow,
} from './product-query';
import { type Taxonomy } from './taxonomy';
import { resolveSearch, searchWords } from './text-search';
import type { CatalogueContext } from './catalogue-context';

type ProductPage = z.infer<typeof productPageSchema>;

/**
 * One page (36) of products matching the filters, with the total and the pagination flag,
 * from the listing cache when this query was answered at the current catalogue version.
 * A text search is first resolved against the catalogue's vocabulary (prefixes expanded,
 * typos corrected); its page and total then come from one scan of the matches.
 */
export async function listProducts(
  ctx: CatalogueContext & { catalogue: CatalogueCaches },
  requested: ProductFilters,
  location: string | null = null,
): Promise<ProductPage> {
  // The cached answer holds every location's stock, the shopper's location is laid over it
  // (decision 0033): one cached page serves every location.
  const filters = { ...requested, locationNumber: undefined };
  const page = await ctx.catalogue.listing(listingKey(filters), () => queryProducts(ctx, filters));
  return {
    ...page,
    products: await withLocationStock(ctx.db, page.products, location),
    locationNumber: requested.locationNumber ?? null,
  };
}

/**
 * What a listing answer depends on, as a cache key: the words of the search (not its
 * spelling: "Chips!" and "chips" are one query), the filters with their slugs in order,
 * the sort, the page and the language. Not the location: availability at a location is laid
 * over the cached answer (decision 0033).
 */
export function listingKey(filters: ProductFilters): string {
  const sorted = (list: string[] | undefined) => (list?.length ? [...list].sort() : null);
  return JSON.stringify([
    filters.q === undefined ? null : searchWords(filters.q),
    sorted(filters.brand),
    sorted(filters.productType),
    sorted(filters.flavor),
    sorted(filters.size),
    filters.event ?? null,
    filters.kind ?? null,
    Boolean(filters.inStock),
    Boolean(filters.multipackEligible),
    filters.sort,
    filters.page,
    filters.lang,
  ]);
}

/**
 * A listing answer from the database, uncached. A search takes the ids the search index
 * found for it (`matchingIds`, for the orders and filters only the database has); without
 * them (no current index) the database matches the search's words itself.
 */
export async function queryProducts(
  ctx: CatalogueContext,
  filters: ProductFilters,
  matchingIds?: readonly number[],
): Promise<ProductPage> {
  const { q, ...rest } = filters;
  if (q === undefined) return pageOfProducts(ctx, rest);
  if (matchingIds) {
    if (matchingIds.length === 0) return pageOf(rest, [], 0);
    return pageOfProducts(ctx, { ...rest, ids: matchingIds });
  }
  const search = await resolveSearch(ctx.db, searchWords(q));
  if (!search.tsQuery) return pageOf(rest, [], 0);
  return pageOfProducts(ctx, { ...rest, search });
}

async function pageOfProducts(
  ctx: CatalogueContext,
  filters: Omit<ProductFilters, 'q'> & ProductQuery,
): Promise<ProductPage> {
  const { db } = ctx;
  const conditions = where(filterConditions(filters));
  const offset = (filters.page - 1) * PRODUCTS_PER_PAGE;
  const order = sortOrder(filters.sort);
  const countAll = async () =>
    (await db.select({ total: count() }).from(products).where(conditions))[0]?.total ?? 0;
  if (filters.search || filters.ids) {
    // A search's matches are bounded by the GIN index, so one bitmap scan of them both
    // counts them (count(*) over ()) and picks the page, before any join. The subquery is
    // named "products" so the shared sort expressions apply to it as to the table.
    const pageIds = sql`(
      select id, total from (
        select ${products.id}, ${products.popularity}, ${products.priceCents}, ${products.title},
          ${products.createdAt}, count(*) over () as total
        from ${products} where ${conditions}
      ) as products
      order by ${sql.join(order, sql`, `)}
      limit ${PRODUCTS_PER_PAGE} offset ${offset}
    ) as page`;
    const { taxonomy, rows } = await withTaxonomy(
      db,
      selectSummaries(db, { total: sql<number>`page.total`.mapWith(Number) })
        .innerJoin(pageIds, sql`page.id = ${products.id}`)
        .orderBy(...order),
    );
    const total = rows[0]?.total ?? (offset > 0 ? await countAll() : 0);
    return pageOf(filters, summarise(rows, taxonomy), total);
  }
  // Facet filters alone may match the whole catalogue: page in index order, count apart.
  const [{ taxonomy, rows }, total] = await Promise.all([
    withTaxonomy(
      db,
      selectSummaries(db)
        .where(conditions)
        .orderBy(...order)
        .limit(PRODUCTS_PER_PAGE)
        .offset(offset),
    ),
    countAll(),
  ]);
  return pageOf(filters, summarise(rows, taxonomy), total);

  function summarise(list: SummaryRow[], taxonomy: Taxonomy) {
    return list.map((row) => toSummary(row, taxonomy, filters.lang, ctx.publicUrl));
  }
}

/** A listing answer around one page of summaries and the total. */
export function pageOf(
  filters: Omit<ProductFilters, 'q'>,
  summaries: ProductSummary[],
  total: number,
): ProductPage {
  const offset = (filters.page - 1) * PRODUCTS_PER_PAGE;
  return {
    products: summaries,
    total,
    page: filters.page,
    pageSize: PRODUCTS_PER_PAGE as typeof PRODUCTS_PER_PAGE,
    totalPages: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)),
    pagination: offset + summaries.length < total,
    locationNumber: filters.locationNumber ?? null,
  };
}

/**
 * Facet counts. Each facet counts with every other selected filter applied but not its
 * own, so choosing one brand still shows how many products the other brands have.
 */
export async function facetCounts({ db }: CatalogueContext, filters: ProductQuery) {
  const facet = async (
    key: 'brand' | 'productType' | 'flavor' | 'size',
    slug: AnyPgColumn,
    name: AnyPgColumn,
    order: SQL,
  ) =>
    db
      .select({ slug: sql<string>`${slug}`, name: sql<string>`${name}`, count: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(flavors, eq(flavors.id, products.flavorId))
      .leftJoin(sizes, eq(sizes.id, products.sizeId))
      .where(and(where(filterConditions(filters, key)), isNotNull(slug)))
      .groupBy(slug, name)
      .orderBy(order);
  const [brand, productType, flavor, size, totals] = await Promise.all([
    facet('brand', brands.slug, brands.name, sql`min(${brands.name})`),
    facet(
      'productType',
      categories.slug,
      localized(categories, 'name', filters.lang),
      sql`min(${categories.name})`,
    ),
    facet(
      'flavor',
      flavors.slug as never,
      localized(flavors, 'name', filters.lang) as never,
      sql`min(${flavors.name})`,
    ),
    facet(
      'size',
      sizes.slug as never,
      localized(sizes, 'label', filters.lang) as never,
      sql`min(${sizes.sortOrder})`,
    ),
    db
      .select({ total: count() })
      .from(products)
      .where(where(filterConditions(filters))),
  ]);
  return { brand, productType, flavor, size, total: totals[0]?.total ?? 0 };
}
