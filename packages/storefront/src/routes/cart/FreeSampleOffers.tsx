import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProductSummary } from '@snackshop/commerce-core/contract';
import { useCartStore } from '@snackshop/commerce-hooks';
import { Button, Heading, Link, Text } from '@snackshop/ui-kit';
import { useAddToCart } from '../../catalogue/ProductGrid';
import { tileProduct } from '../../catalogue/tileProduct';
import * as styles from './cart.css';

/** Whether a cart takes a free sample now: it holds a paid line and no sample yet. */
export function offersFreeSamples(lines: readonly { isFreeSample?: boolean }[]): boolean {
  return lines.some((line) => !line.isFreeSample) && !lines.some((line) => line.isFreeSample);
}

/**
 * The free samples offered, with their terms; `add` draws each one's way into the cart (a
 * button of the store, or a form where scripts do not run).
 */
export function FreeSampleList({
  samples,
  headingId,
  add,
}: {
  samples: readonly ProductSummary[];
  headingId: string;
  add: (sample: ProductSummary, label: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className={styles.column} data-free-samples>
      <Heading level="2" id={headingId}>
        {t('cart.freeSamplesTitle')}
      </Heading>
      <Text>{t('pdp.freeSampleTerms')}</Text>
      <ul className={styles.sampleList}>
        {samples.map((sample) => (
          <li key={sample.productId} className={styles.sample}>
            <Link asChild>
              <RouterLink to={`/products/${sample.slug}`}>{sample.title}</RouterLink>
            </Link>
            {add(sample, t('cart.addFreeSampleNamed', { name: sample.title }))}
          </li>
        ))}
      </ul>
    </section>
  );
}

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
  if (samples.length === 0 || !offersFreeSamples(cart.cartItems)) return null;
  return (
    <FreeSampleList
      samples={samples}
      headingId="free-samples-title"
      add={(sample, label) => (
        <Button
          variant="outline"
          aria-label={label}
          onClick={() => addToCart(tileProduct(sample), 1)}
        >
          {t('pdp.addFreeSample')}
        </Button>
      )}
    />
  );
});
