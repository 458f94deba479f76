import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@snackshop/commerce-core/language';
import { Heading } from '@snackshop/ui-kit';
import { formatDate, localeOf } from '../../i18n/format';
import { OrderLineList } from '../../orders/OrderLineList';
import { OrderTotalsSummary } from '../../orders/OrderTotals';
import * as formStyles from './forms.css';
import type { LookupOrder } from './orderLookup';
import { usePaymentLine } from '../../orders/paymentLine';
import { statusKey } from '../../orders/orderStatus';

/**
 * The order Order Lookup found: number, date, status, lines, the server's totals, the
 * shipping address as the API answers it (partly hidden) and the gift details. The heading
 * takes focus when a lookup in the browser finds the order, so the result is announced.
 */
export const LookupOrderResult = forwardRef<
  HTMLHeadingElement,
  { order: LookupOrder; language: Language }
>(function LookupOrderResult({ order, language }, headingRef) {
  const { t } = useTranslation();
  const locale = localeOf(language);
  const ship = order.shipping;
  const status = t(statusKey(order.status));
  const payment = usePaymentLine(order);
  const giftName = [order.gift?.firstName, order.gift?.lastName].filter(Boolean).join(' ');
  return (
    <section className={formStyles.result} aria-labelledby="lookup-result-title" data-lookup-result>
      <div className={formStyles.resultDetails}>
        <h2
          id="lookup-result-title"
          ref={headingRef}
          tabIndex={-1}
          className={formStyles.resultHeading}
        >
          {t('lookup.resultTitle', { orderNumber: order.orderNumber })}
        </h2>
        <dl className={formStyles.details}>
          <dt>{t('lookup.orderNumber')}</dt>
          <dd data-order-number>{order.orderNumber}</dd>
          <dt>{t('lookup.placedOn')}</dt>
          <dd>{formatDate(order.createdAt, language)}</dd>
          <dt>{t('lookup.statusLabel')}</dt>
          <dd data-order-status>{status}</dd>
          <dt>{t('lookup.shipTo')}</dt>
          <dd data-ship-to>
            {ship.firstName} {ship.lastName}, {ship.address}
            {ship.addressDetails ? `, ${ship.addressDetails}` : ''}, {ship.city}, {ship.state}{' '}
            {ship.zipcode}
            <span className={formStyles.note}>{t('lookup.maskedNote')}</span>
          </dd>
          {payment && (
            <>
              <dt>{t('lookup.payment')}</dt>
              <dd>{payment}</dd>
            </>
          )}
          {order.giftOrder && order.gift && (
            <>
              <dt>{t('lookup.gift')}</dt>
              <dd data-gift>
                {giftName
                  ? t('lookup.giftFor', { name: giftName, email: order.gift.recipientEmail })
                  : t('lookup.giftForEmail', { email: order.gift.recipientEmail })}
              </dd>
              {order.gift.giftMessage && (
                <>
                  <dt>{t('lookup.giftMessage')}</dt>
                  <dd>{order.gift.giftMessage}</dd>
                </>
              )}
            </>
          )}
        </dl>
        <Heading level="3">{t('lookup.items')}</Heading>
        <OrderLineList lines={order.lines} locale={locale} />
      </div>
      <div className={formStyles.resultTotals}>
        <OrderTotalsSummary totals={order} subtotalCents={order.subTotalCents} locale={locale} />
      </div>
    </section>
  );
});
