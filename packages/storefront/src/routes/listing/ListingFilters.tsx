import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Facets } from '@snackshop/commerce-core/contract';
import { FilterPanel, type FilterFacet, type FilterSelection } from '@snackshop/ui-kit';
import {
  FACET_IDS,
  listingSearch,
  toggleFilter,
  type FacetId,
  type ListingQuery,
} from '../../site/listingQuery';
import { HydrateLater } from '../../shell/HydrateLater';

const FACET_LABELS: Record<FacetId, string> = {
  brand: 'plp.filters.brand',
  productType: 'plp.filters.productType',
  flavor: 'plp.filters.flavor',
  size: 'plp.filters.size',
};

/**
 * The listing's filters column: the FilterPanel over the listing kind's `facetIds`, with
 * counts, which puts what is ticked in the URL (back to page 1); without JavaScript, the
 * same filters as links.
 */
export function ListingFilters({
  facetIds,
  facets,
  query,
  total,
}: {
  facetIds: readonly FacetId[];
  facets: Facets;
  query: ListingQuery;
  /** How many products the listing has. */
  total: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const filterFacets: FilterFacet[] = facetIds.map((id) => ({
    id,
    label: t(FACET_LABELS[id]),
    options: facets[id].map((option) => ({
      value: option.slug,
      label: option.name,
      count: option.count,
    })),
  }));
  const selection: FilterSelection = Object.fromEntries(
    FACET_IDS.filter((id) => query.filters[id].length).map((id) => [id, query.filters[id]]),
  );
  const onSelectionChange = (next: FilterSelection) => {
    const filters = Object.fromEntries(
      FACET_IDS.map((id) => [id, [...(next[id] ?? [])]]),
    ) as ListingQuery['filters'];
    void navigate(`${location.pathname}${listingSearch({ ...query, filters, page: 1 })}`, {
      preventScrollReset: true,
    });
  };

  return (
    <div>
      <HydrateLater>
        <FilterPanel
          facets={filterFacets}
          selection={selection}
          onSelectionChange={onSelectionChange}
          resultCount={total}
          labels={{
            title: t('plp.filters.title'),
            clearAll: t('plp.filters.clearAll'),
            showMore: t('plp.filters.showMore'),
            showLess: t('plp.filters.showLess'),
            selected: t('plp.filters.selected'),
            remove: (option) => t('plp.filters.remove', { option }),
            open: (count) =>
              count ? t('plp.filters.openCount', { count }) : t('plp.filters.open'),
            showResults: (count) => t('plp.filters.showResults', { count: count ?? total }),
            close: t('login.close'),
          }}
        />
      </HydrateLater>
      <noscript>
        <FilterLinks facets={filterFacets} query={query} pathname={location.pathname} />
      </noscript>
    </div>
  );
}

/**
 * Filters as plain links for a browser without JavaScript: inside `<noscript>`, never
 * hydrated, so plain anchors (the router's links would only cost the server time).
 */
function FilterLinks({
  facets,
  query,
  pathname,
}: {
  facets: FilterFacet[];
  query: ListingQuery;
  pathname: string;
}) {
  // A heading and a list per facet, straight in the <noscript>: every byte of it is in each
  // listing's HTML.
  return facets.map((facet) => (
    <Fragment key={facet.id}>
      <h3>{facet.label}</h3>
      <ul>
        {facet.options.map((option) => {
          const on = query.filters[facet.id as FacetId].includes(option.value);
          return (
            <li key={option.value}>
              <a
                href={`${pathname}${listingSearch(toggleFilter(query, facet.id as FacetId, option.value))}`}
                aria-current={on ? 'true' : undefined}
              >
                {on ? '✓ ' : ''}
                {`${option.label} (${option.count})`}
              </a>
            </li>
          );
        })}
      </ul>
    </Fragment>
  ));
}
