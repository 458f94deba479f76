import { PRODUCTS_PER_PAGE } from '@snackshop/commerce-core/constants';

/** The facets a listing filters on, in the order the filter panel shows them. */
export const FACET_IDS = ['brand', 'productType', 'flavor', 'size'] as const;
export type FacetId = (typeof FACET_IDS)[number];

/** The sort orders the API offers, with the key of their label. */
export const SORT_OPTIONS = [
  { value: 'featured', label: 'plp.sort.featured' },
  { value: 'best-selling', label: 'plp.sort.bestSelling' },
  { value: 'price-asc', label: 'plp.sort.priceAsc' },
  { value: 'price-desc', label: 'plp.sort.priceDesc' },
  { value: 'name-asc', label: 'plp.sort.nameAsc' },
  { value: 'newest', label: 'plp.sort.newest' },
] as const;
type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** A listing's state, all of it in the URL so links and GET forms carry it. */
export interface ListingQuery {
  filters: Record<FacetId, string[]>;
  sort: SortValue;
  page: number;
}

const SLUG = /^[a-z0-9-]{1,100}$/;
const MAX_PAGE = 10_000;

/**
 * Reads a listing's URL: each facet as repeated or comma-separated slugs (`brand=a&brand=b`
 * or `brand=a,b`; `type` is accepted for productType), the sort and the page (from 1).
 * Anything malformed is dropped rather than failing the page.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const read = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter((value) => SLUG.test(value));
  const unique = (values: string[]) => [...new Set(values)].slice(0, 50);
  const filters = {
    brand: unique(read('brand')),
    productType: unique([...read('productType'), ...read('type')]),
    flavor: unique(read('flavor')),
    size: unique(read('size')),
  };
  const sortParam = params.get('sort');
  const sort = SORT_OPTIONS.find((option) => option.value === sortParam)?.value ?? 'featured';
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;
  return { filters, sort, page };
}

/** The query string of a listing state; defaults (featured, page 1) are left out. */
export function listingSearch(query: ListingQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const id of FACET_IDS) {
    for (const value of query.filters[id]) params.append(id, value);
  }
  if (query.sort !== 'featured') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The same listing with one facet value switched on or off, back on page 1. */
export function toggleFilter(query: ListingQuery, facet: FacetId, value: string): ListingQuery {
  const current = query.filters[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...query, filters: { ...query.filters, [facet]: next }, page: 1 };
}

/** Pages a listing of `total` products has at PRODUCTS_PER_PAGE (36) each. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
}
