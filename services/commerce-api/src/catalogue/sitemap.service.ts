import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { catalogueVersion, contentPages, products } from '../db/schema/index';
import { filterConditions, where } from './product-query';
import { loadTaxonomy } from './taxonomy';
import type { CatalogueContext } from './catalogue-context';

/**
 * What a storefront's sitemap names: every active product with the time its page last
 * changed, the brands, product types and flavors with products in the default listing (each
 * has a single-facet listing page), the content pages with their latest change in either
 * language, and when the catalogue last changed. Slugs and times only: a few small queries.
 */
export async function sitemapEntries({ db }: CatalogueContext) {
  const listed = where(filterConditions({}));
  const countsBy = (column: AnyPgColumn) =>
    db
      .select({ id: sql<number | null>`${column}`, productCount: count() })
      .from(products)
      .where(listed)
      .groupBy(column);
  const [taxonomy, version, productRows, brandCounts, typeCounts, flavorCounts, contentRows] =
    await Promise.all([
      loadTaxonomy(db),
      db.select({ changedAt: catalogueVersion.changedAt }).from(catalogueVersion).limit(1),
      db
        .select({ slug: products.slug, kind: products.kind, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.slug)),
      countsBy(products.brandId),
      countsBy(products.categoryId),
      countsBy(products.flavorId),
      db
        .select({ slug: contentPages.slug, updatedAt: max(contentPages.updatedAt) })
        .from(contentPages)
        .groupBy(contentPages.slug)
        .orderBy(asc(contentPages.slug)),
    ]);
  const facet = (
    rows: { id: number | null; productCount: number }[],
    names: Map<number, { slug: string }>,
  ) =>
    rows
      .flatMap(({ id, productCount }) => {
        const slug = id === null ? undefined : names.get(id)?.slug;
        return slug ? [{ slug, productCount }] : [];
      })
      .sort((a, b) => a.slug.localeCompare(b.slug));
  return {
    catalogueUpdatedAt: (version[0]?.changedAt ?? new Date(0)).toISOString(),
    products: productRows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    brands: facet(brandCounts, taxonomy.brands),
    productTypes: facet(typeCounts, taxonomy.categories),
    flavors: facet(flavorCounts, taxonomy.flavors),
    content: contentRows.map((row) => ({
      slug: row.slug,
      updatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
    })),
  };
}
