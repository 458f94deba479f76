import { useTranslation } from 'react-i18next';
import type { Language } from '@snackshop/commerce-core/language';
import { Heading, Link } from '@snackshop/ui-kit';
import { ProductGrid } from '../../catalogue/ProductGrid';
import type { SearchResultTiles } from './types';

/**
 * A search that found nothing is no dead end: it says so, offers the nearest search that
 * finds products ("did you mean", from the API) and a few best sellers.
 */
export function SearchNoResults({
  q,
  results,
  language,
}: {
  q: string;
  results: Pick<SearchResultTiles, 'didYouMean' | 'bestSellers'>;
  language: Language;
}) {
  const { t } = useTranslation();
  const { didYouMean, bestSellers } = results;
  return (
    <>
      <p>{t('search.noResults', { query: q })}</p>
      {didYouMean && (
        <p>
          {t('search.didYouMean')}{' '}
          <Link href={`/search?${new URLSearchParams({ q: didYouMean })}`}>{didYouMean}</Link>
          {t('search.didYouMeanEnd')}
        </p>
      )}
      {bestSellers?.length ? (
        <>
          <Heading level="2">{t('home.bestSellers')}</Heading>
          <ProductGrid products={bestSellers} language={language} />
        </>
      ) : null}
    </>
  );
}
