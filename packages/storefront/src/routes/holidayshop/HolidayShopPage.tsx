import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { Breadcrumbs, Heading } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { ShopProducts } from '../../catalogue/ShopProducts';
import { metaText, pageMeta } from '../../seo/meta';
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
      <ShopProducts
        page={page}
        language={language}
        path="/holiday-shop"
        label={t('holiday.title')}
        emptyTitle={t('holiday.empty')}
      />
    </div>
  );
}
