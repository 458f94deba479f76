import type { CatalogueCaches } from '../../catalogue-cache/catalogue-caches';
import type { CatalogueContext } from '../catalogue/catalogue.service';
import { toSummary, type Lang } from '../catalogue/product-query';
import { normaliseQuery, searchWords } from '../catalogue/text-search';

/**
 * Autocomplete suggestions, best first, from the instance's in-process search index (no
 * database round trip): products whose name starts with the typed text, then products in
 * which every typed word starts a word, each by popularity. A word that starts no catalogue
 * word is corrected to the closest one first, and what it finds is ranked as typo matches
 * (no highlight).
 */
export async function autocomplete(
  ctx: CatalogueContext & { catalogue: CatalogueCaches },
  q: string,
  limit: number,
  lang: Lang,
) {
  const needle = normaliseQuery(q);
  const index = await ctx.catalogue.searchIndex();
  const { rows, corrected } = index.suggest(searchWords(q), needle, limit);
  return {
    query: q,
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
}
