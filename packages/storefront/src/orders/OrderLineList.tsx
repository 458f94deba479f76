import { useTranslation } from 'react-i18next';
import type { OrderLineView } from '@snackshop/commerce-core/contract';
import { Price } from '@snackshop/ui-kit';
import type { localeOf } from '../i18n/format';
import * as styles from './orders.css';
import { OrderGiftCardDetails, type OrderLineGiftCard } from './OrderGiftCardDetails';

/** A placed order's line as the order view answers it (the parts the list shows). */
export type PlacedOrderLine = Pick<
  OrderLineView,
  'title' | 'quantity' | 'lineTotalCents' | 'isFreeSample'
> & {
  giftCard?: OrderLineGiftCard | null;
};

/**
 * The lines of a placed order (thank-you page, Order Lookup, order history): title,
 * quantity, a gift card's delivery and recipient, a free sample said to be one, and the line
 * total the server priced.
 */
export function OrderLineList({
  lines,
  locale,
}: {
  lines: PlacedOrderLine[];
  locale: ReturnType<typeof localeOf>;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.lines}>
      {lines.map((line, index) => (
        <li key={`${line.title}-${index}`} className={styles.line}>
          <div>
            <span>
              {line.title} · {t('checkout.quantity', { quantity: line.quantity })}
            </span>
            {line.giftCard && <OrderGiftCardDetails title={line.title} giftCard={line.giftCard} />}
            {line.isFreeSample && <p data-free-sample-line>{t('cart.freeSample')}</p>}
          </div>
          {line.isFreeSample ? (
            <span>{t('cart.free')}</span>
          ) : (
            <Price cents={line.lineTotalCents} locale={locale} />
          )}
        </li>
      ))}
    </ul>
  );
}
