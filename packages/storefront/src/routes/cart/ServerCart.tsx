import { useTranslation } from 'react-i18next';
import { formatMessage } from '@snackshop/commerce-core/messages';
import type { Language } from '@snackshop/commerce-core/language';
import { Button, EmptyState, OrderSummary, Price, VisuallyHidden } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import { cartFormAction } from '../../site/cartForm';
import * as styles from './cart.css';
import type { ServerCart as ServerCartData } from './serverCart.server';

/**
 * The cart as the server keeps it, for a browser whose scripts do not run (decision 0052):
 * each line with its quantity and Remove as plain forms posting to `/cart`, and the API's
 * amounts. Rendered inside <noscript>, so a browser running scripts never shows it.
 */
export function ServerCart({
  cart,
  language,
}: {
  cart: ServerCartData | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const locale = localeOf(language);
  const action = cartFormAction(language);
  if (!cart || cart.lines.length === 0) {
    return (
      <EmptyState
        headingElement="h2"
        title={t('cart.empty')}
        description={t('cart.emptyBody')}
        action={
          <Button asChild>
            <a href="/all-snacks">{t('cart.shop')}</a>
          </Button>
        }
      />
    );
  }
  const { totals } = cart;
  return (
    <div className={styles.page}>
      <ul className={styles.lines} aria-label={t('cart.lines')}>
        {cart.lines.map((line) => (
          <li key={line.id} className={styles.line} data-server-line={line.id}>
            <div className={styles.lineText}>
              <p className={styles.lineTitle}>{line.title}</p>
              {!line.available && (
                <p className={styles.alert}>{formatMessage('productUnavailable', language)}</p>
              )}
            </div>
            <Price cents={line.totalCents} locale={locale} />
            <form method="post" action={action} className={styles.inlineForm}>
              <input type="hidden" name="intent" value="quantity" />
              <input type="hidden" name="id" value={line.id} />
              <input
                className={styles.quantityField}
                type="number"
                name="quantity"
                inputMode="numeric"
                min={1}
                max={99}
                required
                defaultValue={line.quantity}
                aria-label={t('cart.quantityOf', { title: line.title })}
              />
              <Button type="submit" variant="outline" size="small">
                {t('cart.update')}
                <VisuallyHidden> {line.title}</VisuallyHidden>
              </Button>
            </form>
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={line.id} />
              <Button type="submit" variant="ghost" size="small">
                {t('cart.remove')}
                <VisuallyHidden> {line.title}</VisuallyHidden>
              </Button>
            </form>
          </li>
        ))}
      </ul>
      <OrderSummary
        headingElement="h2"
        subtotalCents={totals?.subTotalCents ?? 0}
        discountCents={totals?.discountCents ?? 0}
        shippingCents={totals?.shippingCents ?? null}
        taxCents={totals?.taxCents ?? null}
        totalCents={totals?.totalCents ?? 0}
        loading={false}
        locale={locale}
        labels={{
          title: t('cart.summary'),
          subtotal: t('cart.subtotal'),
          discount: t('cart.discount', { code: '' }),
          shipping: t('cart.shipping'),
          tax: t('cart.tax'),
          total: t('cart.total'),
          free: t('cart.free'),
          pending: t('cart.pending'),
          loading: t('cart.updating'),
        }}
      >
        <Button asChild size="large" fullWidth>
          <a href="/checkout">{t('cart.checkout')}</a>
        </Button>
      </OrderSummary>
    </div>
  );
}
