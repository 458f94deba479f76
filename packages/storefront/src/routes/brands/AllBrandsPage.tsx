import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, type MetaFunction } from 'react-router';
import { Heading } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { formatNumber } from '../../i18n/format';
import { PageBreadcrumbs } from '../../seo/PageBreadcrumbs';
import { metaText, pageMeta } from '../../seo/meta';
import * as brandStyles from './brands.css';
import type { allBrandsLoader } from './allBrands.server';

/** Cards in the first screenful: their artwork loads at once, the rest lazily. */
const EAGER_CARDS = 4;

export const allBrandsMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('brands.title'),
    description: t('brands.intro'),
    path: '/brands',
  });
};

/** All Brands: every brand's artwork, name, tagline and product count, linking to its listing. */
export function AllBrandsPage() {
  const { brands, language, siteUrl } = useLoaderData<typeof allBrandsLoader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBreadcrumbs
        siteUrl={siteUrl}
        language={language}
        crumbs={[{ name: t('site.home'), path: '/' }, { name: t('brands.title') }]}
      />
      <Heading level="1">{t('brands.title')}</Heading>
      <p>{t('brands.intro')}</p>
      <ul className={styles.grid} aria-label={t('brands.title')}>
        {brands.map((brand, index) => (
          <li key={brand.slug} className={brandStyles.card} data-brand={brand.slug}>
            <img
              className={brandStyles.logo}
              src={brand.logo}
              alt=""
              width={400}
              height={400}
              loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
            />
            <h2 className={brandStyles.name}>
              <RouterLink to={brand.href} className={brandStyles.link}>
                {brand.name}
              </RouterLink>
            </h2>
            <p className={brandStyles.detail}>{brand.tagline}</p>
            <p className={`${brandStyles.detail} ${styles.muted}`}>
              {t('brands.productCount', {
                count: brand.productCount,
                formatted: formatNumber(brand.productCount, language),
              })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
