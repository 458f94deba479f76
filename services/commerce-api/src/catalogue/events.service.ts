import { localized } from '@snackshop/commerce-core/language';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { products, shopEventProducts, shopEvents } from '../db/schema/index';
import { selectSummaries, toSummary, type Lang } from './product-query';
import { loadTaxonomy } from './taxonomy';
import type { CatalogueContext } from './catalogue-context';

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
        title: localized(event, 'title', lang),
        description: localized(event, 'description', lang),
        theme: event.theme,
        startsAt: event.startsAt?.toISOString() ?? null,
        endsAt: event.endsAt?.toISOString() ?? null,
        productCount: total?.total ?? 0,
        products: rows.map((row) => toSummary(row, taxonomy, lang, ctx.publicUrl)),
      };
    }),
  );
}
