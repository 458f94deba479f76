import { withLocationStock } from '../addresses/location-stock';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  brands,
  bundleItems,
  bundles,
  catalogueVersion,
  categories,
  contentPages,
  flavors,
  giftCards,
  productComponents,
  products,
  productViews,
  shopEventProducts,
  shopEvents,
  sizes,
} from '../db/schema/index';
import type { CatalogueCaches } from './catalogue-caches';
import { NotFoundError } from '../http/errors';
import { mediaUrl, shareImageUrl } from '../media/media-urls';
import {
  type ProductFilters,
  type ProductSummary,
  type productPageSchema,
} from '@snackshop/commerce-core/contract';
import {
  BESTSELLERS_SHOWN,
  PRODUCTS_PER_PAGE,
  STAFF_PICKS_SHOWN,
} from '@snackshop/commerce-core/constants';
import type { z } from 'zod';
import {
  filterConditions,
  selectSummaries,
  sortOrder,
  toSummary,
  where,
  withTaxonomy,
  type Lang,
  type ProductQuery,
  type SummaryRow,
} from './product-query';
import { loadTaxonomy, type Taxonomy } from './taxonomy';
import { resolveSearch, searchWords } from './text-search';

type ProductPage = z.infer<typeof productPageSchema>;

export interface CatalogueContext {
  db: Database;
  publicUrl: string;
}

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

/** A listing answer from the database, uncached (the search route's fallback uses it too). */
export async function queryProducts(
  ctx: CatalogueContext,
  filters: ProductFilters,
): Promise<ProductPage> {
  const { q, ...rest } = filters;
  if (q === undefined) return pageOfProducts(ctx, rest);
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
  if (filters.search) {
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
export async function facetCounts({ db }: CatalogueContext, filters: Partial<ProductFilters>) {
  const es = filters.lang === 'es-us';
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
      es ? categories.nameEs : categories.name,
      sql`min(${categories.name})`,
    ),
    facet(
      'flavor',
      flavors.slug as never,
      (es ? flavors.nameEs : flavors.name) as never,
      sql`min(${flavors.name})`,
    ),
    facet(
      'size',
      sizes.slug as never,
      (es ? sizes.labelEs : sizes.label) as never,
      sql`min(${sizes.sortOrder})`,
    ),
    db
      .select({ total: count() })
      .from(products)
      .where(where(filterConditions(filters))),
  ]);
  return { brand, productType, flavor, size, total: totals[0]?.total ?? 0 };
}

const NUTRITION_ORDER = [
  'servingSize',
  'servingsPerContainer',
  'calories',
  'totalFatG',
  'saturatedFatG',
  'sodiumMg',
  'totalCarbohydrateG',
  'dietaryFiberG',
  'totalSugarsG',
  'proteinG',
];

/** A product page: summary, description, ingredients, nutrition and a pack's contents. */
export async function productDetail(
  ctx: CatalogueContext,
  ref: { productId?: number; slug?: string; lang: Lang },
  sessionId: string | null,
  location: string | null = null,
) {
  const match =
    ref.productId !== undefined
      ? eq(products.id, ref.productId)
      : eq(products.slug, ref.slug ?? '');
  const [row] = await ctx.db
    .select({
      summary: products.id,
      description: products.description,
      descriptionEs: products.descriptionEs,
      ingredients: products.ingredients,
      ingredientsEs: products.ingredientsEs,
      nutrition: products.nutrition,
      packCount: products.packCount,
    })
    .from(products)
    .where(and(match, eq(products.isActive, true)))
    .limit(1);
  if (!row)
    throw new NotFoundError(
      'This product is not available',
      ref.productId !== undefined ? 'productId' : 'slug',
    );
  const taxonomy = await loadTaxonomy(ctx.db);
  const [summaryRow] = await selectSummaries(ctx.db).where(eq(products.id, row.summary));
  const componentRows = await selectSummaries(ctx.db)
    .innerJoin(productComponents, eq(productComponents.componentId, products.id))
    .where(eq(productComponents.packId, row.summary))
    .orderBy(asc(products.id));
  const quantities = await ctx.db
    .select({ id: productComponents.componentId, quantity: productComponents.quantity })
    .from(productComponents)
    .where(eq(productComponents.packId, row.summary));
  if (sessionId) {
    await ctx.db
      .insert(productViews)
      .values({ sessionId, productId: row.summary })
      .onConflictDoUpdate({
        target: [productViews.sessionId, productViews.productId],
        set: { viewedAt: sql`now()` },
      });
  }
  const es = ref.lang === 'es-us';
  const nutrition = row.nutrition
    ? Object.fromEntries(
        NUTRITION_ORDER.map((key) => [
          key,
          (row.nutrition as unknown as Record<string, string | number>)[key] ?? 0,
        ]),
      )
    : null;
  const [summary] = await withLocationStock(
    ctx.db,
    [toSummary(summaryRow as SummaryRow, taxonomy, ref.lang, ctx.publicUrl)],
    location,
  );
  const components = await withLocationStock(
    ctx.db,
    componentRows.map((component) => toSummary(component, taxonomy, ref.lang, ctx.publicUrl)),
    location,
  );
  return {
    ...summary!,
    shareImage: shareImageUrl(
      ctx.publicUrl,
      'products',
      summary!.sku,
      (summaryRow as SummaryRow).artworkVersion ?? 1,
    ),
    description: es ? row.descriptionEs : row.description,
    ingredients: es ? row.ingredientsEs : row.ingredients,
    nutrition,
    packCount: row.packCount,
    components: components.map((product) => ({
      product,
      quantity: quantities.find((q) => q.id === product.productId)?.quantity ?? 1,
    })),
  };
}

/** Up to 8 products like this one: same type or brand, in stock, best sellers first. */
export async function recommendedProducts(ctx: CatalogueContext, productId: number, lang: Lang) {
  const [base] = await ctx.db
    .select({
      brandId: products.brandId,
      categoryId: products.categoryId,
      flavorId: products.flavorId,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!base) throw new NotFoundError('This product is not available', 'productId');
  const { taxonomy, rows } = await withTaxonomy(
    ctx.db,
    selectSummaries(ctx.db)
      .where(
        and(
          ne(products.id, productId),
          eq(products.isActive, true),
          sql`${products.stockQty} > 0`,
          inArray(products.kind, ['snack', 'variety-pack']),
          or(eq(products.categoryId, base.categoryId), eq(products.brandId, base.brandId)),
        ),
      )
      .orderBy(
        sql`(${products.categoryId} = ${base.categoryId})::int + (${products.flavorId} is not distinct from ${base.flavorId})::int desc`,
        desc(products.popularity),
        asc(products.id),
      )
      .limit(8),
  );
  return rows.map((row) => toSummary(row, taxonomy, lang, ctx.publicUrl));
}

/** Products with a rank column set, in rank order (staff picks, best sellers). */
async function ranked(ctx: CatalogueContext, column: AnyPgColumn, limit: number, lang: Lang) {
  const { taxonomy, rows } = await withTaxonomy(
    ctx.db,
    selectSummaries(ctx.db)
      .where(and(isNotNull(column), eq(products.isActive, true)))
      .orderBy(asc(column))
      .limit(limit),
  );
  return rows.map((row) => toSummary(row, taxonomy, lang, ctx.publicUrl));
}

export const staffPicks = (ctx: CatalogueContext, lang: Lang) =>
  ranked(ctx, products.staffPickRank, STAFF_PICKS_SHOWN, lang);
export const bestSellers = (ctx: CatalogueContext, lang: Lang) =>
  ranked(ctx, products.bestSellerRank, BESTSELLERS_SHOWN, lang);

/** Product groups: parent categories with their product types and product counts. */
export async function productGroups({ db }: CatalogueContext, lang: Lang) {
  const es = lang === 'es-us';
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameEs: categories.nameEs,
      parentId: categories.parentId,
      homeRank: categories.homeRank,
      productCount: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id" and p.is_active)`,
    })
    .from(categories)
    .orderBy(asc(categories.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((parent) => {
      const children = rows
        .filter((row) => row.parentId === parent.id)
        .map((child) => ({
          slug: child.slug,
          name: es ? child.nameEs : child.name,
          productCount: child.productCount,
          href: `/all-snacks?productType=${child.slug}`,
        }));
      return {
        slug: parent.slug,
        name: es ? parent.nameEs : parent.name,
        productCount: children.reduce((sum, child) => sum + child.productCount, 0),
        productTypes: children,
      };
    });
}

/**
 * Every brand with its product count and logo artwork. The count is what the brand's listing
 * (`href`) shows: active snacks and variety packs, not Holiday Shop merchandise.
 */
export async function allBrands({ db, publicUrl }: CatalogueContext, lang: Lang) {
  const rows = await db
    .select({
      slug: brands.slug,
      name: brands.name,
      tagline: lang === 'es-us' ? brands.taglineEs : brands.tagline,
      productCount: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id" and p.is_active and p.kind in ('snack', 'variety-pack'))`,
    })
    .from(brands)
    .orderBy(asc(brands.name));
  return rows.map((row) => ({
    ...row,
    logo: mediaUrl(publicUrl, 'brands', row.slug, 'tile'),
    href: `/all-snacks?brand=${row.slug}`,
  }));
}

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

/** Bundles with their items; price is the bundle's own, below the items bought one by one. */
export async function allBundles(ctx: CatalogueContext, lang: Lang) {
  const list = await ctx.db
    .select()
    .from(bundles)
    .where(eq(bundles.isActive, true))
    .orderBy(asc(bundles.id));
  const { taxonomy, rows: items } = await withTaxonomy(
    ctx.db,
    selectSummaries(ctx.db)
      .innerJoin(bundleItems, eq(bundleItems.productId, products.id))
      .orderBy(asc(products.id)),
  );
  const links = await ctx.db.select().from(bundleItems);
  const es = lang === 'es-us';
  return list.map((bundle) => {
    const mine = links.filter((link) => link.bundleId === bundle.id);
    const products = mine.map((link) => ({
      product: toSummary(
        items.find((item) => item.id === link.productId) as SummaryRow,
        taxonomy,
        lang,
        ctx.publicUrl,
      ),
      quantity: link.quantity,
    }));
    const separately = products.reduce((sum, p) => sum + p.product.priceCents * p.quantity, 0);
    const available = Math.min(
      ...products.map((p) => Math.floor(p.product.availableQty / p.quantity)),
    );
    return {
      bundleId: bundle.id,
      sku: bundle.sku,
      slug: bundle.slug,
      title: es ? bundle.titleEs : bundle.title,
      description: es ? bundle.descriptionEs : bundle.description,
      priceCents: bundle.priceCents,
      price: bundle.priceCents / 100,
      separatelyCents: separately,
      savingsCents: separately - bundle.priceCents,
      availableQty: Number.isFinite(available) ? available : 0,
      products,
      image: {
        tile: mediaUrl(ctx.publicUrl, 'bundles', bundle.slug, 'tile'),
        detail: mediaUrl(ctx.publicUrl, 'bundles', bundle.slug, 'detail'),
      },
    };
  });
}

/** Gift cards: the physical card and the e-gift card, each with its amounts. */
export async function giftCardList({ db, publicUrl }: CatalogueContext, lang: Lang) {
  const rows = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.isActive, true))
    .orderBy(asc(giftCards.id));
  const es = lang === 'es-us';
  return rows.map((card) => ({
    giftCardId: card.id,
    sku: card.sku,
    slug: card.slug,
    kind: card.kind,
    title: es ? card.titleEs : card.title,
    description: es ? card.descriptionEs : card.description,
    amountsCents: card.amountsCents,
    amounts: card.amountsCents.map((cents) => cents / 100),
    requiresRecipientEmail: card.kind === 'e-gift',
    image: {
      tile: mediaUrl(publicUrl, 'giftcards', card.slug, 'tile'),
      detail: mediaUrl(publicUrl, 'giftcards', card.slug, 'detail'),
    },
  }));
}

/** Shop events running now, with up to 12 of their products each. */
export async function eventsView(ctx: CatalogueContext, lang: Lang, now: Date) {
  const events = await ctx.db
    .select()
    .from(shopEvents)
    .where(
      and(
        sql`(${shopEvents.startsAt} is null or ${shopEvents.startsAt} <= ${now.toISOString()})`,
        sql`(${shopEvents.endsAt} is null or ${shopEvents.endsAt} > ${now.toISOString()})`,
      ),
    )
    .orderBy(asc(shopEvents.sortOrder));
  const es = lang === 'es-us';
  const taxonomy = await loadTaxonomy(ctx.db);
  return Promise.all(
    events.map(async (event) => {
      const rows = await selectSummaries(ctx.db)
        .innerJoin(shopEventProducts, eq(shopEventProducts.productId, products.id))
        .where(eq(shopEventProducts.eventId, event.id))
        .orderBy(asc(shopEventProducts.sortOrder))
        .limit(12);
      const [total] = await ctx.db
        .select({ total: count() })
        .from(shopEventProducts)
        .where(eq(shopEventProducts.eventId, event.id));
      return {
        slug: event.slug,
        title: es ? event.titleEs : event.title,
        description: es ? event.descriptionEs : event.description,
        theme: event.theme,
        startsAt: event.startsAt?.toISOString() ?? null,
        endsAt: event.endsAt?.toISOString() ?? null,
        productCount: total?.total ?? 0,
        products: rows.map((row) => toSummary(row, taxonomy, lang, ctx.publicUrl)),
      };
    }),
  );
}

/** Recently viewed: this handshake session's product views, newest first, plus given ids. */
export async function recentlyViewed(
  ctx: CatalogueContext,
  sessionId: string | null,
  productIds: number[],
  lang: Lang,
) {
  const viewed = sessionId
    ? await ctx.db
        .select({ productId: productViews.productId })
        .from(productViews)
        .where(eq(productViews.sessionId, sessionId))
        .orderBy(desc(productViews.viewedAt))
        .limit(12)
    : [];
  const ids = [...new Set([...productIds, ...viewed.map((view) => view.productId)])].slice(0, 12);
  if (ids.length === 0) return [];
  const { taxonomy, rows } = await withTaxonomy(
    ctx.db,
    selectSummaries(ctx.db).where(and(inArray(products.id, ids), eq(products.isActive, true))),
  );
  return ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row) => row !== undefined)
    .map((row) => toSummary(row, taxonomy, lang, ctx.publicUrl));
}

export type { ProductSummary };
