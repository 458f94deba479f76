import { localized } from '@snackshop/commerce-core/language';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  brands,
  bundleItems,
  bundles,
  categories,
  giftCards,
  products,
  productViews,
} from '../db/schema/index';
import { mediaUrl } from '../media/media-urls';
import { BESTSELLERS_SHOWN, STAFF_PICKS_SHOWN } from '@snackshop/commerce-core/constants';
import {
  selectSummaries,
  toSummary,
  withTaxonomy,
  type Lang,
  type SummaryRow,
} from './product-query';
import type { CatalogueContext } from './catalogue-context';

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

/** How many free samples a cart offers at most. */
const FREE_SAMPLES_OFFERED = 4;

/** The active free samples in stock, for a cart to offer (they are in no listing). */
export async function freeSamples(ctx: CatalogueContext, lang: Lang) {
  const { taxonomy, rows } = await withTaxonomy(
    ctx.db,
    selectSummaries(ctx.db)
      .where(
        and(
          eq(products.freeSample, true),
          eq(products.isActive, true),
          sql`${products.stockQty} > 0`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(FREE_SAMPLES_OFFERED),
  );
  return rows.map((row) => toSummary(row, taxonomy, lang, ctx.publicUrl));
}

/** Product groups: parent categories with their product types and product counts. */
export async function productGroups({ db }: CatalogueContext, lang: Lang) {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameEs: categories.nameEs,
      parentId: categories.parentId,
      homeRank: categories.homeRank,
      productCount: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id" and p.is_active and not p.free_sample)`,
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
          name: localized(child, 'name', lang),
          productCount: child.productCount,
          href: `/all-snacks?productType=${child.slug}`,
        }));
      return {
        slug: parent.slug,
        name: localized(parent, 'name', lang),
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
      tagline: localized(brands, 'tagline', lang),
      productCount: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id" and p.is_active and not p.free_sample and p.kind in ('snack', 'variety-pack'))`,
    })
    .from(brands)
    .orderBy(asc(brands.name));
  return rows.map((row) => ({
    ...row,
    logo: mediaUrl(publicUrl, 'brands', row.slug, 'tile'),
    href: `/all-snacks?brand=${row.slug}`,
  }));
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
      title: localized(bundle, 'title', lang),
      description: localized(bundle, 'description', lang),
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
  return rows.map((card) => ({
    giftCardId: card.id,
    sku: card.sku,
    slug: card.slug,
    kind: card.kind,
    title: localized(card, 'title', lang),
    description: localized(card, 'description', lang),
    amountsCents: card.amountsCents,
    amounts: card.amountsCents.map((cents) => cents / 100),
    requiresRecipientEmail: card.kind === 'e-gift',
    image: {
      tile: mediaUrl(publicUrl, 'giftcards', card.slug, 'tile'),
      detail: mediaUrl(publicUrl, 'giftcards', card.slug, 'detail'),
    },
  }));
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
