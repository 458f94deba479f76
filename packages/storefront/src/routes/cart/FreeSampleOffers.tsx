import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProductSummary } from '@snackshop/commerce-core/contract';
import { useCartStore } from '@snackshop/commerce-hooks';
import { Button, Heading, Link, Text } from '@snackshop/ui-kit';
import { useAddToCart } from '../../catalogue/ProductGrid';
import * as styles from './cart.css';

/**
 * The free samples a cart with a paid item may take one of (decision 0038): offered here, as
 * no listing shows them; gone once a sample is in the cart (its line says so).
 */
export const FreeSampleOffers = observer(function FreeSampleOffers({
  samples,
}: {
  samples: readonly ProductSummary[];
}) {
  const { t } = useTranslation();
  const cart = useCartStore();
  const addToCart = useAddToCart();
  const hasPaidLine = cart.cartItems.some((line) => !line.isFreeSample);
  const hasSample = cart.cartItems.some((line) => line.isFreeSample);
  if (samples.length === 0 || !hasPaidLine || hasSample) return null;
  return (
    <section aria-labelledby="free-samples-title" className={styles.column} data-free-samples>
      <Heading level="2" id="free-samples-title">
        {t('cart.freeSamplesTitle')}
      </Heading>
      <Text>{t('pdp.freeSampleTerms')}</Text>
      <ul className={styles.sampleList}>
        {samples.map((sample) => (
          <li key={sample.productId} className={styles.sample}>
            <Link asChild>
              <RouterLink to={`/products/${sample.slug}`}>{sample.title}</RouterLink>
            </Link>
            <Button
              variant="outline"
              aria-label={t('cart.addFreeSampleNamed', { name: sample.title })}
              onClick={() => addToCart(sample, 1)}
            >
              {t('pdp.addFreeSample')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});
