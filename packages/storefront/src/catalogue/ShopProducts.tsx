import { useTranslation } from 'react-i18next';
import type { Language } from '@snackshop/commerce-core/language';
import { EmptyState, Pagination } from '@snackshop/ui-kit';
import { ProductGrid } from './ProductGrid';
import type { TilePage } from './tileProduct';

/**
 * One page of a shop's products (the Holiday Shop, a flavor drop) as a grid of tiles, a
 * sentence when there are none, and the pages under it: `?page=2` on the shop's own path.
 */
export function ShopProducts({
  page,
  language,
  path,
  label,
  emptyTitle,
}: {
  page: TilePage;
  language: Language;
  /** The shop's path, whose first page has no query. */
  path: string;
  /** The grid's name: the shop's title. */
  label: string;
  emptyTitle: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {page.products.length === 0 ? (
        <EmptyState headingElement="h2" title={emptyTitle} />
      ) : (
        <ProductGrid
          products={page.products}
          language={language}
          headingLevel={2}
          label={label}
          priorityCount={4}
        />
      )}
      {page.totalPages > 1 ? (
        <Pagination
          page={page.page}
          pageCount={page.totalPages}
          hrefFor={(target) => (target === 1 ? path : `${path}?page=${target}`)}
          label={t('plp.pagination')}
          previousLabel={t('plp.previous')}
          nextLabel={t('plp.next')}
          pageLabel={t('plp.page', { page: '{page}' })}
        />
      ) : null}
    </>
  );
}
