import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
import { useStoreValue, useWithStores, type RootStore } from '@snackshop/commerce-hooks';
import { Button, Inline, VisuallyHidden } from '@snackshop/ui-kit';
import { reorderOutcome, shippingZip, type ReorderOutcome } from './reorder';
import * as styles from './myaccount.css';

const selectHydrated = (store: RootStore) => store.hydrated;

/**
 * Puts a past order's lines back in the cart (reorder): the API prices them today and leaves
 * out what is no longer sold, out of stock or not shippable to the customer's ZIP, naming
 * each with the spec's message; the rest joins the cart through the CartStore's merge rules
 * (`reOrderMergeFlag`). The cart lives in the browser, so this needs JavaScript.
 */
export function ReorderButton({
  orderNumber,
  language,
}: {
  orderNumber: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const withStores = useWithStores();
  // Shown once the stores run: without JavaScript there is no cart to put the lines in.
  const ready = useStoreValue(selectHydrated, false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);
  const regionId = useId();

  const reorder = () => {
    setBusy(true);
    setOutcome(null);
    withStores((store) => {
      const zipcode = shippingZip(store);
      void store.client
        .call('reorder', { body: { orderNumber, lang: language, ...(zipcode ? { zipcode } : {}) } })
        .then((result) => {
          setBusy(false);
          if (result.ok && result.data.cartItems.length > 0) {
            store.cart.reorder(result.data.cartItems);
          }
          setOutcome(reorderOutcome(result, language));
        });
    });
  };

  return (
    <div className={styles.section} data-reorder={orderNumber}>
      {ready ? (
        <Inline space="small" alignY="center">
          <Button
            variant="outline"
            size="small"
            loading={busy}
            onClick={reorder}
            aria-describedby={regionId}
          >
            {t('myaccount.orders.reorder')}
            <VisuallyHidden> {orderNumber}</VisuallyHidden>
          </Button>
        </Inline>
      ) : (
        <noscript>
          <p className={styles.muted}>{t('myaccount.orders.reorderNeedsJavaScript')}</p>
        </noscript>
      )}
      <div id={regionId} role="status" aria-live="polite">
        {outcome?.failed && <p className={styles.alert}>{outcome.failed}</p>}
        {outcome && !outcome.failed && (
          <>
            <p className={styles.status}>
              {outcome.added > 0
                ? t('myaccount.orders.reordered', { count: outcome.added })
                : t('myaccount.orders.reorderedNone')}{' '}
              {outcome.added > 0 && (
                <RouterLink to="/cart" className={styles.link}>
                  {t('minicart.review')}
                </RouterLink>
              )}
            </p>
            {outcome.refused.length > 0 && (
              <ul className={styles.lines} data-reorder-refused>
                {outcome.refused.map((line, index) => (
                  <li key={`${line.title}-${index}`}>
                    {t('checkout.lineProblem', { title: line.title, message: line.message })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
