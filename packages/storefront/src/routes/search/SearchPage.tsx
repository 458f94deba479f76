import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { pushToDataLayer, searchEvent } from '@snackshop/commerce-core/tracking';
import { Heading, Pagination } from '@snackshop/ui-kit';
import { pageCount } from '../../site/listingQuery';
import { ProductGrid } from '../../catalogue/ProductGrid';
import { formatNumber } from '../../i18n/format';
import { readConsent } from '../../tracking/consentReader';
import { titleFrom } from '../../seo/meta';
import type { searchLoader } from './search.server';
import { SearchNoResults } from './SearchNoResults';

export const searchMeta: MetaFunction = (args) => [{ title: titleFrom(args, 'search.title') }];

/** Search results with numbered pages; the query stays in the URL. */
export function SearchPage() {
  const { q, results, language } = useLoaderData<typeof searchLoader>();
  const { t } = useTranslation();
  useEffect(() => {
    if (q) pushToDataLayer(searchEvent(q), { consent: readConsent() });
  }, [q]);
  return (
    <>
      <Heading level="1">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</Heading>
      {!results && <p>{t('search.empty')}</p>}
      {results && (
        <>
          <p role="status">{t('plp.results', { count: formatNumber(results.total, language) })}</p>
          {results.products.length ? (
            <ProductGrid products={results.products} language={language} />
          ) : (
            <SearchNoResults q={q} results={results} language={language} />
          )}
          <Pagination
            page={results.page}
            pageCount={pageCount(results.total)}
            hrefFor={(target) =>
              `/search?${new URLSearchParams({ q, ...(target > 1 ? { page: String(target) } : {}) })}`
            }
            label={t('plp.pagination')}
            previousLabel={t('plp.previous')}
            nextLabel={t('plp.next')}
            pageLabel={t('plp.page', { page: '{page}' })}
          />
        </>
      )}
    </>
  );
}
