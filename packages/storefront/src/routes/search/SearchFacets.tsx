import { useTranslation } from 'react-i18next';
import type { Facets } from '@snackshop/commerce-core/contract';
import { Heading, Link, Stack } from '@snackshop/ui-kit';
import {
  FACET_IDS,
  toggleFilter,
  type FacetId,
  type ListingQuery,
} from '../../catalogue/listingQuery';
import { searchHref } from './searchHref';

const FACET_LABELS: Record<FacetId, string> = {
  brand: 'plp.filters.brand',
  productType: 'plp.filters.productType',
  flavor: 'plp.filters.flavor',
  size: 'plp.filters.size',
};

/**
 * The facets of a search's results with their counts (from the API, each counted with the
 * other chosen filters), as links that switch one option on or off back on page 1. Plain
 * links to URLs, so they narrow the results before and without JavaScript alike.
 */
export function SearchFacets({
  q,
  facets,
  query,
}: {
  q: string;
  facets: Facets;
  query: ListingQuery;
}) {
  const { t } = useTranslation();
  const chosen = FACET_IDS.some((id) => query.filters[id].length > 0);
  const shown = FACET_IDS.filter((id) => facets[id].length > 0);
  return (
    <Stack component="nav" space="medium" aria-labelledby="search-facets" data-search-facets>
      <Heading level="2" id="search-facets">
        {t('search.facets')}
      </Heading>
      {chosen && (
        <Link href={searchHref(q, { ...query, filters: NO_FILTERS, page: 1 })}>
          {t('plp.filters.clearAll')}
        </Link>
      )}
      {shown.map((id) => (
        <Stack key={id} component="section" space="xsmall" aria-labelledby={`search-facet-${id}`}>
          <Heading level="3" id={`search-facet-${id}`}>
            {t(FACET_LABELS[id])}
          </Heading>
          <Stack component="ul" space="xsmall">
            {facets[id].map((option) => {
              const on = query.filters[id].includes(option.slug);
              return (
                <li key={option.slug}>
                  <Link
                    href={searchHref(q, toggleFilter(query, id, option.slug))}
                    aria-current={on ? 'true' : undefined}
                  >
                    {on ? '✓ ' : ''}
                    {`${option.name} (${option.count})`}
                  </Link>
                </li>
              );
            })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

const NO_FILTERS: ListingQuery['filters'] = { brand: [], productType: [], flavor: [], size: [] };
