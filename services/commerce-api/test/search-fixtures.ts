import type { IndexedRow } from '../src/catalogue/search-index';

let nextId = 1;

/**
 * A row of the search index for tests: an in-stock snack with `title`, its lexemes read from
 * `text` (the title by default), whatever `extra` says otherwise.
 */
export function indexedRow(
  title: string,
  popularity: number,
  extra: Partial<IndexedRow> = {},
  text = title,
): IndexedRow {
  const id = nextId++;
  return {
    id,
    sku: `S-${id}`,
    slug: `s-${id}`,
    kind: 'snack',
    title,
    titleEs: title,
    brandId: 1,
    categoryId: 1,
    flavorId: null,
    sizeId: null,
    priceCents: 100,
    compareAtPriceCents: null,
    stockQty: 1,
    multipackEligible: false,
    freeSample: false,
    ratingTenths: 40,
    reviewCount: 0,
    artworkVersion: 1,
    popularity,
    suggestable: true,
    lexemes: text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [],
    ...extra,
  };
}
