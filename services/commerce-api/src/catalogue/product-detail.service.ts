import { localized } from '@snackshop/commerce-core/language';
import { withLocationStock } from '../addresses/location-stock';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { productComponents, products, productViews } from '../db/schema/index';
import { NotFoundError } from '../http/errors';
import { shareImageUrl } from '../media/media-urls';
import {
  selectSummaries,
  toSummary,
  withTaxonomy,
  type Lang,
  type SummaryRow,
} from './product-query';
import { loadTaxonomy } from './taxonomy';
import type { CatalogueContext } from './catalogue-context';

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
    description: localized(row, 'description', ref.lang),
    ingredients: localized(row, 'ingredients', ref.lang),
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
          eq(products.freeSample, false),
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
