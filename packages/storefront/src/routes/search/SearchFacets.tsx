import { useTranslation } from 'react-i18next';
import type { Facets } from '@snackshop/commerce-core/contract';
import { Heading, Link, Stack } from '@snackshop/ui-kit';
import { FACET_IDS, toggleFilter, type FacetId, type ListingQuery } from '../../site/listingQuery';
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
 * links to URLs, so they narrow the results before and without JavaScript alike; a long facet
 * shows its first options and the chosen ones, the rest behind a native "Show more".
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
      {shown.map((id) => {
        const hrefOf = (slug: string) => searchHref(q, toggleFilter(query, id, slug));
        const on = (option: FacetOption) => query.filters[id].includes(option.slug);
        const later = facets[id].filter((option, at) => at >= SHOWN && !on(option));
        return (
          <Stack key={id} component="section" space="xsmall" aria-labelledby={`search-facet-${id}`}>
            <Heading level="3" id={`search-facet-${id}`}>
              {t(FACET_LABELS[id])}
            </Heading>
            <FacetOptions
              options={facets[id].filter((option) => !later.includes(option))}
              hrefOf={hrefOf}
              chosen={on}
            />
            {later.length > 0 && (
              <details>
                <summary>{t('plp.filters.showMore')}</summary>
                <FacetOptions options={later} hrefOf={hrefOf} chosen={on} />
              </details>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

type FacetOption = Facets[FacetId][number];

/** Options a facet lists at first; the rest wait behind "Show more" (a `<details>`). */
const SHOWN = 6;

/** A facet's options as links, a chosen one marked (and linking to the search without it). */
function FacetOptions({
  options,
  hrefOf,
  chosen,
}: {
  options: FacetOption[];
  hrefOf: (slug: string) => string;
  chosen: (option: FacetOption) => boolean;
}) {
  return (
    <Stack component="ul" space="xsmall">
      {options.map((option) => {
        const on = chosen(option);
        return (
          <li key={option.slug}>
            <Link href={hrefOf(option.slug)} aria-current={on ? 'true' : undefined}>
              {on ? '✓ ' : ''}
              {`${option.name} (${option.count})`}
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}

const NO_FILTERS: ListingQuery['filters'] = { brand: [], productType: [], flavor: [], size: [] };
