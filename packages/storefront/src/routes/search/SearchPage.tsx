import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { pushToDataLayer, searchEvent } from '@snackshop/commerce-core/tracking';
import { Heading, Pagination } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { FACET_IDS, pageCount } from '../../site/listingQuery';
import { ProductGrid } from '../../catalogue/ProductGrid';
import { formatNumber } from '../../i18n/format';
import { readConsent } from '../../tracking/consentReader';
import { titleFrom } from '../../seo/meta';
import type { searchLoader } from './search.server';
import { SearchFacets } from './SearchFacets';
import { searchHref } from './searchHref';
import { SearchNoResults } from './SearchNoResults';

export const searchMeta: MetaFunction = (args) => [{ title: titleFrom(args, 'search.title') }];

/**
 * Search results with the facets of the results as links that narrow them, and numbered
 * pages; the query and its filters stay in the URL, so all of it works without JavaScript.
 */
export function SearchPage() {
  const { q, query, results, facets, language } = useLoaderData<typeof searchLoader>();
  const { t } = useTranslation();
  useEffect(() => {
    if (q) pushToDataLayer(searchEvent(q), { consent: readConsent() });
  }, [q]);
  const filtered = FACET_IDS.some((id) => query.filters[id].length > 0);
  const showFacets = facets !== null && (facets.total > 0 || filtered);
  const found = results && (
    <section aria-labelledby="search-results">
      <p id="search-results" role="status">
        {t('plp.results', { count: formatNumber(results.total, language) })}
      </p>
      {results.products.length ? (
        <ProductGrid products={results.products} language={language} />
      ) : (
        <SearchNoResults q={q} results={results} language={language} />
      )}
      <Pagination
        page={results.page}
        pageCount={pageCount(results.total)}
        hrefFor={(target) => searchHref(q, { ...query, page: target })}
        label={t('plp.pagination')}
        previousLabel={t('plp.previous')}
        nextLabel={t('plp.next')}
        pageLabel={t('plp.page', { page: '{page}' })}
      />
    </section>
  );
  return (
    <>
      <Heading level="1">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</Heading>
      {!results && <p>{t('search.empty')}</p>}
      {showFacets ? (
        <div className={styles.listing}>
          <SearchFacets q={q} facets={facets} query={query} />
          {found}
        </div>
      ) : (
        found
      )}
    </>
  );
}
