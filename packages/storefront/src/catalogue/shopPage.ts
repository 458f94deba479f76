/** The highest page the API's listing accepts. */
export const MAX_LISTING_PAGE = 10_000;

/**
 * The listing page asked for in the URL (`?page=2`). Anything the API would refuse (not a
 * whole number, below 1, above its last accepted page) is the first page rather than an error.
 */
export function shopPageNumber(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page') ?? '';
  const page = Number(raw);
  return /^\d+$/.test(raw) && page >= 1 && page <= MAX_LISTING_PAGE ? page : 1;
}
