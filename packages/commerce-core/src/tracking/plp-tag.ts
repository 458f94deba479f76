/** Query parameters that name a single listing facet, in the order they are looked at. */
const FACET_PARAMS = ['type', 'producttype', 'brand', 'flavor'] as const;

export type QueryInput =
  | string
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | null | undefined>>
  | null
  | undefined;

const LISTING_PATH_TAGS: Readonly<Record<string, string>> = {
  'all-snacks': 'plp_all-snacks',
  flavors: 'plp_all-flavors',
};

export const PLP_CUSTOM_FILTER_TAG = 'plp_custom-filter';

function toEntries(query: QueryInput): [string, string][] {
  if (!query) return [];
  if (typeof query === 'string') {
    return [...new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)];
  }
  if (query instanceof URLSearchParams) return [...query];
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) entries.push([name, item]);
  }
  return entries;
}

const slug = (value: string) => value.normalize('NFC').trim().toLowerCase().replace(/\s+/g, '-');

/**
 * The tracking tag of a product listing page (SPEC section 2): `/all-snacks` is
 * plp_all-snacks, `/flavors` is plp_all-flavors; otherwise a listing filtered by exactly one
 * product type, brand or flavor in the query string is plp_{value}; any other listing is
 * plp_custom-filter. A leading `/es-us` segment and a trailing slash are ignored.
 */
export function plpTag(pathname: string, query?: QueryInput): string {
  const segments = pathname
    .split(/[?#]/)[0]!
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'es-us' && segment !== 'en-us');
  if (segments.length === 1) {
    const pathTag = LISTING_PATH_TAGS[segments[0]!];
    if (pathTag) return pathTag;
  }
  const facets = toEntries(query)
    .filter(
      ([name, value]) =>
        (FACET_PARAMS as readonly string[]).includes(name.toLowerCase()) && value.trim() !== '',
    )
    .flatMap(([, value]) => value.split(',').filter((part) => part.trim() !== ''));
  if (facets.length === 1) return `plp_${slug(facets[0]!)}`;
  return PLP_CUSTOM_FILTER_TAG;
}
