import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { useCartStore, useNotificationStore } from '@snackshop/commerce-hooks';
import { Breadcrumbs, EmptyState, Heading, ProductTile } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { useGridAddForm } from '../../catalogue/GridAddForm';
import { useTileLabels } from '../../catalogue/ProductGrid';
import { localeOf } from '../../i18n/format';
import { metaText, pageMeta } from '../../seo/meta';
import type { bundlesLoader } from './bundles.server';
import type { BundleTile } from './types';

export const bundlesMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('bundles.title'),
    description: t('bundles.intro'),
    path: '/bundles',
  });
};

/**
 * `/bundles`: each bundle as a ProductTile with its price, what it holds and what it saves;
 * adding one puts a bundle line (`bundleId`) in the cart, which the server prices as a whole.
 * Without scripts Add to cart posts the page's one form to the cart with the quantity typed in
 * its tile.
 */
export function BundlesPage() {
  const { bundles, language } = useLoaderData<typeof bundlesLoader>();
  const cart = useCartStore();
  const notifications = useNotificationStore();
  const { t } = useTranslation();
  const locale = localeOf(language);
  const tileLabels = useTileLabels();
  const addForm = useGridAddForm(language, 'add-bundle');
  const add = (bundle: BundleTile, quantity: number) => {
    cart.addItem({
      bundleId: String(bundle.bundleId),
      title: bundle.title,
      price: bundle.priceCents,
      quantity,
      availableQty: bundle.availableQty,
      products: bundle.products.map((product) => ({
        productId: String(product.productId),
        title: product.title,
        quantity: product.quantity,
      })),
    });
    notifications.success(t('pdp.added', { title: bundle.title }));
  };
  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: t('bundles.title') }]}
      />
      <Heading level="1">{t('bundles.title')}</Heading>
      <p>{t('bundles.intro')}</p>
      {bundles.length === 0 ? (
        <EmptyState headingElement="h2" title={t('bundles.empty')} />
      ) : (
        <>
          {addForm.form}
          <ul className={styles.grid} aria-label={t('bundles.title')}>
            {bundles.map((bundle) => (
              <li key={bundle.bundleId} id={`bundle-${bundle.slug}`} className={styles.section}>
                <ProductTile
                  href={`#bundle-${bundle.slug}`}
                  title={bundle.title}
                  image={{ src: bundle.image, alt: '' }}
                  priceCents={bundle.priceCents}
                  originalPriceCents={bundle.separatelyCents}
                  availability={bundle.availableQty > 0 ? 'available' : 'outOfStock'}
                  maxQuantity={Math.max(1, Math.min(99, bundle.availableQty))}
                  onAddToCart={(quantity) => add(bundle, quantity)}
                  addToCartSubmit={addForm.submitOf('bundleId', bundle.bundleId)}
                  locale={locale}
                  headingLevel={2}
                  labels={tileLabels}
                />
                <p className={styles.muted}>
                  {bundle.products
                    .map((product) => `${product.quantity} × ${product.title}`)
                    .join(', ')}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
