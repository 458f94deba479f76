import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { Breadcrumbs, EmptyState, Heading, Pagination } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { ProductGrid } from '../../catalogue/ProductGrid';
import { metaText, pageMeta } from '../meta';
import type { holidayShopLoader } from './holidayShop.server';

export const holidayShopMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('holiday.title'),
    description: t('holiday.intro'),
    path: '/holiday-shop',
  });
};

/**
 * `/holiday-shop`: the merchandise items (tins, mugs, stockings) as ProductTiles that add
 * to the cart like any product; the loader only serves it while displayMerchandiseItems is on.
 */
export function HolidayShopPage() {
  const { page, language } = useLoaderData<typeof holidayShopLoader>();
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: t('holiday.title') }]}
      />
      <Heading level="1">{t('holiday.title')}</Heading>
      <p>{t('holiday.intro')}</p>
      {page.products.length === 0 ? (
        <EmptyState headingElement="h2" title={t('holiday.empty')} />
      ) : (
        <ProductGrid
          products={page.products}
          language={language}
          headingLevel={2}
          label={t('holiday.title')}
          priorityCount={4}
        />
      )}
      {page.totalPages > 1 ? (
        <Pagination
          page={page.page}
          pageCount={page.totalPages}
          hrefFor={(target) => (target === 1 ? '/holiday-shop' : `/holiday-shop?page=${target}`)}
          label={t('plp.pagination')}
          previousLabel={t('plp.previous')}
          nextLabel={t('plp.next')}
          pageLabel={t('plp.page', { page: '{page}' })}
        />
      ) : null}
    </div>
  );
}
