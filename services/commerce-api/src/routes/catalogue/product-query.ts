import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  categories,
  flavors,
  products,
  shopEventProducts,
  shopEvents,
  sizes,
} from '../../db/schema/index';
import { productImageUrl } from '../media/media.routes';
import type { ProductFilters, ProductSummary } from './catalogue.schemas';

export type Lang = 'en-us' | 'es-us';

/** The columns every product list selects. */
export const summaryColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  kind: products.kind,
  title: products.title,
  titleEs: products.titleEs,
  priceCents: products.priceCents,
  compareAtPriceCents: products.compareAtPriceCents,
  stockQty: products.stockQty,
  multipackEligible: products.multipackEligible,
  ratingTenths: products.ratingTenths,
  reviewCount: products.reviewCount,
  artworkVersion: products.artworkVersion,
  brandSlug: brands.slug,
  brandName: brands.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameEs: categories.nameEs,
  flavorSlug: flavors.slug,
  flavorName: flavors.name,
  flavorNameEs: flavors.nameEs,
  heatLevel: flavors.heatLevel,
  sizeSlug: sizes.slug,
  sizeLabel: sizes.label,
  sizeLabelEs: sizes.labelEs,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

/** A select of product summaries with brand, type, flavor and size joined. */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(flavors, eq(flavors.id, products.flavorId))
    .leftJoin(sizes, eq(sizes.id, products.sizeId));
}

/** The wire shape of a product row, in the chosen language. */
export function toSummary(row: SummaryRow, lang: Lang, publicUrl: string): ProductSummary {
  const es = lang === 'es-us';
  const stock = row.stockQty ?? 0;
  const enableFor = ['cart'];
  if (row.multipackEligible) enableFor.push('multipack');
  const title = (es ? row.titleEs : row.title) ?? '';
  return {
    productId: row.id as number,
    sku: row.sku as string,
    slug: row.slug as string,
    kind: row.kind as ProductSummary['kind'],
    title,
    brand: { slug: row.brandSlug as string, name: row.brandName as string },
    productType: {
      slug: row.categorySlug as string,
      name: (es ? row.categoryNameEs : row.categoryName) as string,
    },
    flavor: row.flavorSlug
      ? {
          slug: row.flavorSlug,
          name: (es ? row.flavorNameEs : row.flavorName) as string,
          heatLevel: row.heatLevel ?? 0,
        }
      : null,
    size: row.sizeSlug
      ? { slug: row.sizeSlug, label: (es ? row.sizeLabelEs : row.sizeLabel) as string }
      : null,
    priceCents: row.priceCents as number,
    price: (row.priceCents as number) / 100,
    compareAtPriceCents: row.compareAtPriceCents ?? null,
    availableQty: stock,
    inStock: stock > 0,
    multipackEligible: Boolean(row.multipackEligible),
    isSpicy: (row.heatLevel ?? 0) >= 2,
    rating: (row.ratingTenths ?? 0) / 10,
    reviewCount: row.reviewCount ?? 0,
    image: {
      tile: productImageUrl(publicUrl, row.sku as string, row.artworkVersion ?? 1, 'tile'),
      detail: productImageUrl(publicUrl, row.sku as string, row.artworkVersion ?? 1, 'detail'),
      alt: `${row.brandName} ${title}`,
    },
    productEnableFor: enableFor,
  };
}

/** Search terms as a prefix tsquery: "chee pu" → "chee:* & pu:*"; null when no words. */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  if (!words?.length) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** Normalised search text for trigram matching. */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** How search text matches: words by prefix (full text), or close despite a typo (trigram). */
export type SearchMode = 'prefix' | 'typo';

/**
 * Matches the search text by full-text prefix of every word, or, in typo mode, by trigram
 * word similarity; both are served by GIN indexes. Callers try prefix first and fall back to
 * typo only when it finds nothing, which keeps the common case cheap on large catalogues.
 */
export function searchCondition(q: string, mode: SearchMode = 'prefix'): SQL | null {
  const tsQuery = prefixTsQuery(q);
  const trigram = normaliseQuery(q);
  if (!tsQuery || !trigram) return null;
  return mode === 'prefix'
    ? sql`to_tsvector('simple'::regconfig, ${products.searchText}) @@ to_tsquery('simple'::regconfig, ${tsQuery})`
    : sql`${trigram} <% lower(${products.searchText})`;
}

/** Relevance: prefix matches by popularity; typo matches by closeness, then popularity. */
export function relevanceOrder(q: string, mode: SearchMode = 'prefix'): SQL[] {
  if (mode === 'prefix') return [desc(products.popularity), asc(products.id)];
  return [
    sql`word_similarity(${normaliseQuery(q)}, lower(${products.searchText})) desc`,
    desc(products.popularity),
    asc(products.id),
  ];
}

type FacetKey = 'brand' | 'productType' | 'flavor' | 'size';

/** WHERE conditions of a filter set, optionally leaving one facet out (for its counts). */
export function filterConditions(
  filters: Partial<ProductFilters> & { searchMode?: SearchMode },
  omit?: FacetKey,
): SQL[] {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (filters.kind) conditions.push(eq(products.kind, filters.kind));
  else conditions.push(inArray(products.kind, ['snack', 'variety-pack']));
  if (filters.brand?.length && omit !== 'brand') {
    conditions.push(inArray(brands.slug, filters.brand));
  }
  if (filters.productType?.length && omit !== 'productType') {
    conditions.push(inArray(categories.slug, filters.productType));
  }
  if (filters.flavor?.length && omit !== 'flavor') {
    conditions.push(inArray(flavors.slug, filters.flavor));
  }
  if (filters.size?.length && omit !== 'size') conditions.push(inArray(sizes.slug, filters.size));
  if (filters.inStock) conditions.push(gt(products.stockQty, 0));
  if (filters.event) {
    conditions.push(
      sql`${products.id} in (select ${shopEventProducts.productId} from ${shopEventProducts} inner join ${shopEvents} on ${shopEvents.id} = ${shopEventProducts.eventId} where ${shopEvents.slug} = ${filters.event})`,
    );
  }
  if (filters.q) {
    const condition = searchCondition(filters.q, filters.searchMode);
    conditions.push(condition ?? sql`false`);
  }
  return conditions;
}

/** ORDER BY for a sort name. */
export function sortOrder(sort: string, q?: string, mode?: SearchMode): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), asc(products.id)];
    case 'name-asc':
      return [asc(products.title), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'relevance':
      return q ? relevanceOrder(q, mode) : [desc(products.popularity), asc(products.id)];
    default:
      return [desc(products.popularity), asc(products.id)];
  }
}

export const where = (conditions: SQL[]) => and(...conditions);
