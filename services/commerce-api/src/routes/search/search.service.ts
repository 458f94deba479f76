import { and, eq, inArray } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import type { CatalogueContext } from '../catalogue/catalogue.service';
import {
  normaliseQuery,
  relevanceOrder,
  searchCondition,
  selectSummaries,
  toSummary,
  type Lang,
  type SearchMode,
} from '../catalogue/product-query';

/**
 * Autocomplete suggestions: products whose words start with the typed words (full-text
 * prefix) or that come close despite a typo (trigram word similarity), best match first.
 */
export async function autocomplete(ctx: CatalogueContext, q: string, limit: number, lang: Lang) {
  const find = async (mode: SearchMode) => {
    const condition = searchCondition(q, mode);
    if (!condition) return [];
    return selectSummaries(ctx.db)
      .where(
        and(
          condition,
          eq(products.isActive, true),
          inArray(products.kind, ['snack', 'variety-pack', 'merchandise']),
        ),
      )
      .orderBy(...relevanceOrder(q, mode))
      .limit(limit);
  };
  let rows = await find('prefix');
  // Nothing starts with what was typed: look for a typo instead.
  if (rows.length === 0) rows = await find('typo');
  const needle = normaliseQuery(q);
  return {
    query: q,
    suggestions: rows.map((row) => {
      const summary = toSummary(row, lang, ctx.publicUrl);
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
        matchStart: normaliseQuery(summary.title).indexOf(needle.split(' ')[0] ?? ''),
      };
    }),
  };
}
