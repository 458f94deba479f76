import type { Facets } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { ListingQuery } from '../../site/listingQuery';
import type { TilePage } from '../../catalogue/tileProduct';
import type { SeoData } from '../../seo/meta';
import type { ListingKind } from '../../seo/listingKinds';

/** What a listing loader returns: one page of products, in the shape tiles need. */
export interface ListingData extends SeoData {
  kind: ListingKind;
  query: ListingQuery;
  page: TilePage;
  facets: Facets;
  /** The page's tracking tag (plp_all-snacks, plp_{facet value}, plp_custom-filter). */
  tag: string;
  language: Language;
}
