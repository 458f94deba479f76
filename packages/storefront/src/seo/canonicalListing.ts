import type { Facets } from '@snackshop/commerce-core/contract';
import { FACET_IDS, type FacetId, type ListingQuery } from '../site/listingQuery';
import { LISTING_KINDS, type ListingKind } from './listingKinds';

/**
 * The facets whose one-value listings are pages of their own: in the sitemap, allowed by
 * robots.txt and their own canonical URL (docs/decisions/0028). Size is only a filter.
 */
export const INDEXED_FACETS = [
  'productType',
  'brand',
  'flavor',
] as const satisfies readonly FacetId[];
export type IndexedFacet = (typeof INDEXED_FACETS)[number];

/** The listing the single-facet pages live under, the form the API's own links use. */
export const FACET_LISTING_PATH = LISTING_KINDS['all-snacks'].path;

/** The listing pages robots.txt and the sitemap know; only the first has facet pages. */
export const LISTING_PATHS = Object.values(LISTING_KINDS).map((kind) => kind.path);

/** The URL of a single-facet listing, e.g. `/all-snacks?brand=crunch-harbor`. */
export function facetListingPath(facet: IndexedFacet, value: string): string {
  return `${FACET_LISTING_PATH}?${new URLSearchParams({ [facet]: value }).toString()}`;
}

/** Where a listing's canonical URL points, and the facet value when it is a facet page. */
export interface CanonicalListing {
  path: string;
  facet: { id: IndexedFacet; value: string; name: string } | null;
}

/**
 * A listing's canonical URL (docs/decisions/0028): sort and page are dropped; exactly one
 * known value of one indexed facet is its single-facet page; anything else (several facets or
 * values, a size, a value the catalogue does not have) is the unfiltered listing. `/products`
 * shows what `/all-snacks` shows, and the Heat Shop is one page whatever its filters.
 */
export function canonicalListing(
  kind: ListingKind,
  query: ListingQuery,
  facets: Facets,
): CanonicalListing {
  const base = kind === 'products' ? FACET_LISTING_PATH : LISTING_KINDS[kind].path;
  if (kind === 'hot') return { path: base, facet: null };
  const selected = FACET_IDS.flatMap((id) => query.filters[id].map((value) => ({ id, value })));
  const [only] = selected;
  if (selected.length !== 1 || !only || !isIndexed(only.id)) return { path: base, facet: null };
  const option = facets[only.id].find((candidate) => candidate.slug === only.value);
  if (!option) return { path: base, facet: null };
  return {
    path: facetListingPath(only.id, only.value),
    facet: { id: only.id, value: only.value, name: option.name },
  };
}

const isIndexed = (facet: FacetId): facet is IndexedFacet =>
  (INDEXED_FACETS as readonly FacetId[]).includes(facet);
