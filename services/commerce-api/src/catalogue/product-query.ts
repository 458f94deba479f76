import { localized } from '@snackshop/commerce-core/language';
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  brands,
  categories,
  flavors,
  products,
  shopEventProducts,
  shopEvents,
  sizes,
} from '../db/schema/index';
import { productImageUrl } from '../media/media-urls';
import type { ProductFilters, ProductSummary } from '@snackshop/commerce-core/contract';
import { loadTaxonomy, type Taxonomy } from './taxonomy';
import { matchesSearch, type ResolvedSearch } from './text-search';

export type Lang = 'en-us' | 'es-us';

/** The product columns every product list selects; names come from the taxonomy. */
export const summaryColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  kind: products.kind,
  title: products.title,
  titleEs: products.titleEs,
  brandId: products.brandId,
  categoryId: products.categoryId,
  flavorId: products.flavorId,
  sizeId: products.sizeId,
  priceCents: products.priceCents,
  compareAtPriceCents: products.compareAtPriceCents,
  stockQty: products.stockQty,
  multipackEligible: products.multipackEligible,
  freeSample: products.freeSample,
  ratingTenths: products.ratingTenths,
  reviewCount: products.reviewCount,
  artworkVersion: products.artworkVersion,
};

/** A row of `summaryColumns`. */
export type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

/**
 * A select of product summary rows from products alone, plus any `extra` columns (a window
 * count, a rank). Brand, type, flavor and size names are attached by `toSummary` from the
 * taxonomy (see taxonomy.ts for why they are not joined).
 */
export function selectSummaries<E extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra: E = {} as E,
) {
  return db.select({ ...summaryColumns, ...extra }).from(products);
}

/** Product rows and the taxonomy that names them, read side by side. */
export async function withTaxonomy<R>(db: Database, rows: Promise<R>) {
  const [taxonomy, result] = await Promise.all([loadTaxonomy(db), rows]);
  return { taxonomy, rows: result };
}

/** The wire shape of a product row, in the chosen language. */
export function toSummary(
  row: SummaryRow,
  taxonomy: Taxonomy,
  lang: Lang,
  publicUrl: string,
): ProductSummary {
  const stock = row.stockQty ?? 0;
  const enableFor = ['cart'];
  if (row.multipackEligible) enableFor.push('multipack');
  const title = localized(row, 'title', lang) ?? '';
  const brand = taxonomy.brands.get(row.brandId ?? 0);
  const category = taxonomy.categories.get(row.categoryId ?? 0);
  const flavor = row.flavorId === null ? undefined : taxonomy.flavors.get(row.flavorId);
  const size = row.sizeId === null ? undefined : taxonomy.sizes.get(row.sizeId);
  const heatLevel = flavor?.heatLevel ?? 0;
  return {
    productId: row.id as number,
    sku: row.sku as string,
    slug: row.slug as string,
    kind: row.kind as ProductSummary['kind'],
    title,
    brand: { slug: brand?.slug ?? '', name: brand?.name ?? '' },
    productType: {
      slug: category?.slug ?? '',
      name: (category ? localized(category, 'name', lang) : null) ?? '',
    },
    flavor: flavor ? { slug: flavor.slug, name: localized(flavor, 'name', lang), heatLevel } : null,
    size: size ? { slug: size.slug, label: localized(size, 'label', lang) } : null,
    priceCents: row.priceCents as number,
    price: (row.priceCents as number) / 100,
    compareAtPriceCents: row.compareAtPriceCents ?? null,
    availableQty: stock,
    inStock: stock > 0,
    multipackEligible: Boolean(row.multipackEligible),
    isFreeSample: Boolean(row.freeSample),
    isSpicy: heatLevel >= 2,
    rating: (row.ratingTenths ?? 0) / 10,
    reviewCount: row.reviewCount ?? 0,
    image: {
      tile: productImageUrl(publicUrl, row.sku as string, row.artworkVersion ?? 1, 'tile'),
      detail: productImageUrl(publicUrl, row.sku as string, row.artworkVersion ?? 1, 'detail'),
      alt: imageAlt(brand?.name ?? '', title),
    },
    productEnableFor: enableFor,
  };
}

/**
 * A pack's picture named as the shopper reads it: its title, with the brand first where the
 * title does not already name it ("Crunch Harbor Sea Salt Potato Chips", not "Crunch Harbor
 * Crunch Harbor …"; the Spanish "Inflados Queso cheddar Puffin Pop" names it at the end).
 */
export function imageAlt(brand: string, title: string): string {
  return !brand || title.toLowerCase().includes(brand.toLowerCase()) ? title : `${brand} ${title}`;
}

type FacetKey = 'brand' | 'productType' | 'flavor' | 'size';

/**
 * Filters plus, for a text search, the search resolved against the vocabulary, or the ids
 * the search index found for it.
 */
export type ProductQuery = Omit<Partial<ProductFilters>, 'q'> & {
  search?: ResolvedSearch;
  ids?: readonly number[];
};

/** `column in (select id from table where slug in (...))`: no join, so counts stay on products. */
const slugIn = (
  column: SQL | AnyPgColumn,
  table: typeof brands | typeof categories | typeof flavors | typeof sizes,
  slugs: string[],
) => sql`${column} in (select ${table.id} from ${table} where ${inArray(table.slug, slugs)})`;

/**
 * WHERE conditions of a filter set, optionally leaving one facet out (for its counts). Every
 * condition is on the products table itself, so a count needs no joins.
 */
export function filterConditions(filters: ProductQuery, omit?: FacetKey): SQL[] {
  // Free samples are offered on their own page, never in a list (decision 0038).
  const conditions: SQL[] = [eq(products.isActive, true), eq(products.freeSample, false)];
  if (filters.kind) conditions.push(eq(products.kind, filters.kind));
  else conditions.push(inArray(products.kind, ['snack', 'variety-pack']));
  if (filters.brand?.length && omit !== 'brand') {
    conditions.push(slugIn(products.brandId, brands, filters.brand));
  }
  if (filters.productType?.length && omit !== 'productType') {
    conditions.push(slugIn(products.categoryId, categories, filters.productType));
  }
  if (filters.flavor?.length && omit !== 'flavor') {
    conditions.push(slugIn(products.flavorId, flavors, filters.flavor));
  }
  if (filters.size?.length && omit !== 'size') {
    conditions.push(slugIn(products.sizeId, sizes, filters.size));
  }
  if (filters.inStock) conditions.push(gt(products.stockQty, 0));
  // The snacks a multipack can hold, as the multipack calls decide it.
  if (filters.multipackEligible) {
    conditions.push(eq(products.multipackEligible, true), eq(products.kind, 'snack'));
  }
  if (filters.event) {
    conditions.push(
      sql`${products.id} in (select ${shopEventProducts.productId} from ${shopEventProducts} inner join ${shopEvents} on ${shopEvents.id} = ${shopEventProducts.eventId} where ${shopEvents.slug} = ${filters.event})`,
    );
  }
  if (filters.search) conditions.push(matchesSearch(filters.search));
  if (filters.ids) conditions.push(inArray(products.id, [...filters.ids]));
  return conditions;
}

/** ORDER BY for a sort name; relevance (search) and featured both put best sellers first. */
export function sortOrder(sort: string): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), asc(products.id)];
    case 'name-asc':
      return [asc(products.title), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [desc(products.popularity), asc(products.id)];
  }
}

export const where = (conditions: SQL[]) => and(...conditions);
