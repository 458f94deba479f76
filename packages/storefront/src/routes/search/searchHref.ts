import { listingSearch, type ListingQuery } from '../../site/listingQuery';

/** The results page of a search with its filters and page, as a link (sort stays relevance). */
export function searchHref(q: string, query: ListingQuery): string {
  return `/search${listingSearch({ ...query, sort: 'featured' }, { q })}`;
}
