import type { Facets, SearchResultsPage } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { ListingQuery } from '../../site/listingQuery';
import type { TileProduct } from '../../catalogue/tileProduct';

/** A search results page with its products (and best sellers) in the tile's shape. */
export type SearchResultTiles = Omit<SearchResultsPage, 'products' | 'bestSellers'> & {
  products: TileProduct[];
  bestSellers?: TileProduct[];
};

/** What the search loader returns. */
export interface SearchData {
  language: Language;
  q: string;
  /** The filters and page of the URL (the sort is always relevance). */
  query: ListingQuery;
  results: SearchResultTiles | null;
  /** The facets of the search's results, with counts; null without a search. */
  facets: Facets | null;
}
