import { requestLocation } from '../addresses/location-stock';
import { defineRoute } from './deps';
import { autocomplete, searchProducts } from './search.service';

const tag = 'Search';

export const searchRoutes = [
  defineRoute('autocompleteProducts', {
    tag,
    summary: 'Search-as-you-type suggestions, prefix and typo tolerant',
    handler: ({ deps, query, c }) =>
      autocomplete(deps, query.q, query.limit, query.lang, requestLocation(c)),
  }),
  defineRoute('queryProducts', {
    tag,
    summary: 'Search results for a text query, with the listing filters (36 per page)',
    description:
      'Same filters and page shape as the filter-products call; sort defaults to relevance.',
    handler: ({ deps, query, c }) =>
      searchProducts(deps, query, requestLocation(c, query.locationNumber)),
  }),
];
