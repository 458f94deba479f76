import type { FacetId } from '../site/listingQuery';

/** The listing pages of SPEC section 2 and what sets each apart. */
export interface ListingKindConfig {
  /** The page's path. */
  path: string;
  /** Key of the page's heading. */
  title: string;
  /** Facets in the order the filter panel shows them. */
  facets: readonly FacetId[];
  /** Only products of this shop event. */
  event?: string;
  /** Only the snacks a build-your-own multipack can hold. */
  multipackEligible?: true;
}

export const LISTING_KINDS = {
  'all-snacks': {
    path: '/all-snacks',
    title: 'plp.viewAllSnacks',
    facets: ['productType', 'brand', 'flavor', 'size'],
  },
  flavors: {
    path: '/flavors',
    title: 'plp.flavors',
    facets: ['flavor', 'brand', 'productType', 'size'],
  },
  products: {
    path: '/products',
    title: 'plp.products',
    facets: ['brand', 'productType', 'flavor', 'size'],
  },
  hot: {
    path: '/hot-shop',
    title: 'hot.title',
    facets: ['flavor', 'brand', 'productType', 'size'],
    event: 'hot-shop',
  },
  /** The snacks a multipack can hold. */
  multipack: {
    path: '/multipack/all-snacks',
    title: 'plp.multipack',
    facets: ['productType', 'brand', 'flavor', 'size'],
    multipackEligible: true,
  },
} as const satisfies Record<string, ListingKindConfig>;

export type ListingKind = keyof typeof LISTING_KINDS;

/** A listing kind's settings, with the optional ones visible. */
export const listingKind = (kind: ListingKind): ListingKindConfig => LISTING_KINDS[kind];
