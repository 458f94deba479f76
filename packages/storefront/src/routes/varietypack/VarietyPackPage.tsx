import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, type MetaFunction } from 'react-router';
import { Breadcrumbs, Heading, Price } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { ProductGrid } from '../../catalogue/ProductGrid';
import { localeOf } from '../../i18n/format';
import { metaText, pageMeta } from '../../seo/meta';
import { ServerHtml } from '../../shell/ServerHtml';
import type { varietyPackLoader } from './varietypack.server';
import { RECOMMENDED_PACKS_PART } from './types';

export const varietyPackMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, { title: t('vp.title'), description: t('vp.intro'), path: '/varietypack' });
};

/**
 * `/varietypack`: the way into a build-your-own 30-pack, the recommended variety packs (a
 * `ServerHtml` part: text and prices, no tap of their own) and every variety pack as product
 * tiles (add to cart through the CartStore).
 */
export function VarietyPackPage() {
  const { products, recommended, language } = useLoaderData<typeof varietyPackLoader>();
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: t('vp.title') }]}
      />
      <Heading level="1">{t('vp.title')}</Heading>
      <p>{t('vp.intro')}</p>
      <p>
        <RouterLink to="/varietypack/customize" className={styles.chipLink}>
          {t('vp.buildMix')}
        </RouterLink>
      </p>
      <ServerHtml name={RECOMMENDED_PACKS_PART} data={recommended}>
        {(packs) =>
          packs.length > 0 && (
            <section className={styles.section} aria-labelledby="vp-recommended">
              <Heading level="2" id="vp-recommended">
                {t('vp.recommended')}
              </Heading>
              <ul className={styles.grid}>
                {packs.map((pack) => (
                  <li key={pack.productId} className={styles.section}>
                    <Heading level="3">{pack.title}</Heading>
                    <p>{pack.description}</p>
                    <Price cents={pack.priceCents} locale={localeOf(language)} />
                    <p className={styles.muted}>
                      {pack.components.map((c) => `${c.quantity} × ${c.title}`).join(', ')}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </ServerHtml>
      <section className={styles.section} aria-labelledby="vp-all">
        <Heading level="2" id="vp-all">
          {t('vp.all')}
        </Heading>
        <ProductGrid products={products} language={language} label={t('vp.all')} />
      </section>
    </div>
  );
}
