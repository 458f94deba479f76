import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MixProductData } from './types';
import { Button, QuantityStepper } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import type { MixFormAnswer } from './customize.action.server';

const ignore = () => undefined;

/**
 * The mix builder as a plain form, for a browser whose scripts do not run (issue 37): a number
 * of packs per flavour the shop can supply, posted to the page's action, which puts a mix of
 * exactly `packSize` packs in the cart, or answers beside the form with the rule and how many
 * packs are left (`answer`), the mix as posted kept in the fields. Rendered inside <noscript>,
 * in place of the builder the page's scripts run.
 */
export function ServerMixForm({
  products,
  packSize,
  answer,
}: {
  products: readonly MixProductData[];
  packSize: number;
  answer: MixFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const refusalId = useId();
  const remaining = answer?.remaining ?? 0;
  return (
    <form
      method="post"
      // The page's action checks the form and says what to fix at each field, in its words.
      noValidate
      className={styles.section}
      aria-label={t('mix.builder')}
      aria-describedby={answer ? refusalId : undefined}
    >
      <input type="hidden" name="intent" value="add-mix" />
      <p>{t('mix.pickPacks', { size: packSize })}</p>
      {answer && (
        <div id={refusalId} role="alert" data-mix-refusal>
          <p>{answer.message}</p>
          {remaining > 0 && (
            <p>{t(remaining === 1 ? 'mix.remainingOne' : 'mix.remaining', { count: remaining })}</p>
          )}
        </div>
      )}
      <ul className={styles.grid}>
        {products
          .filter((product) => product.available)
          .map((product) => (
            <li key={product.productId}>
              <QuantityStepper
                defaultValue={answer?.packs[String(product.productId)] ?? 0}
                onChange={ignore}
                min={0}
                max={Math.max(0, Math.min(packSize, product.availableQty))}
                name={`pack-${product.productId}`}
                label={t('mix.packsOf', { title: product.title })}
                decreaseLabel={t('tile.decreaseQuantity')}
                increaseLabel={t('tile.increaseQuantity')}
              />
            </li>
          ))}
      </ul>
      <div className={styles.inlineForm}>
        <Button type="submit">{t('mix.addToCart')}</Button>
      </div>
    </form>
  );
}
