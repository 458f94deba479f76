import type { SearchResultsPage } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';

/** What the search loader returns. */
export interface SearchData {
  language: Language;
  q: string;
  results: SearchResultsPage | null;
}
