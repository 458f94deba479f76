import type { Facets, SearchResultsPage } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { ListingQuery } from '../../site/listingQuery';

/** What the search loader returns. */
export interface SearchData {
  language: Language;
  q: string;
  /** The filters and page of the URL (the sort is always relevance). */
  query: ListingQuery;
  results: SearchResultsPage | null;
  /** The facets of the search's results, with counts; null without a search. */
  facets: Facets | null;
}
