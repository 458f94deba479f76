import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link as RouterLink, useLoaderData, type MetaFunction } from 'react-router';
import { useWithStores } from '@snackshop/commerce-hooks';
import { Heading } from '@snackshop/ui-kit';
import { formatDate, localeOf } from '../../i18n/format';
import { OrderLineList } from '../../orders/OrderLineList';
import { OrderTotalsSummary } from '../../orders/OrderTotals';
import { AccountLayout } from './AccountLayout';
import { titleFrom } from '../../seo/meta';
import type { OrderDetailData } from './orders.server';
import { statusKey } from '../../orders/orderStatus';
import { ReorderButton } from './ReorderButton';
import * as styles from './myaccount.css';
import { BreakableEmail } from '../../shell/BreakableEmail';
import { usePaymentLine } from '../../orders/paymentLine';
import type { orderDetailLoader } from './orders.server';

export const orderDetailMeta: MetaFunction = (args) => {
  const order = (args.data as OrderDetailData | undefined)?.order;
  return [
    {
      title: order
        ? titleFrom(args, 'myaccount.orders.order', { orderNumber: order.orderNumber })
        : titleFrom(args, 'myaccount.orders.title'),
    },
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * `/profile/orders/:orderNumber`: one of the customer's orders in full: date, status, where
 * it ships, how it was paid, the lines and the server's totals, and Reorder.
 */
export function OrderDetailPage() {
  const { order, language } = useLoaderData<typeof orderDetailLoader>();
  const { t } = useTranslation();
  const locale = localeOf(language);
  const withStores = useWithStores();
  useEffect(() => {
    withStores((store) => store.user.rememberOrder(order));
  }, [order, withStores]);
  const ship = order.shipping;
  const payment = usePaymentLine(order);
  return (
    <AccountLayout title={t('myaccount.orders.order', { orderNumber: order.orderNumber })}>
      <RouterLink to="/profile/orders" className={styles.link}>
        {t('myaccount.orders.back')}
      </RouterLink>
      <div className={styles.orderDetail}>
        <div className={styles.section}>
          <dl className={styles.details}>
            <dt>{t('lookup.placedOn')}</dt>
            <dd>{formatDate(order.createdAt, language)}</dd>
            <dt>{t('lookup.statusLabel')}</dt>
            <dd data-order-status>{t(statusKey(order.status))}</dd>
            <dt>{t('lookup.shipTo')}</dt>
            <dd>
              <address className={styles.address}>
                {ship.firstName} {ship.lastName}
                <br />
                {ship.address}
                {ship.addressDetails ? `, ${ship.addressDetails}` : ''}
                <br />
                {ship.city}, {ship.state} {ship.zipcode}
              </address>
            </dd>
            <dt>{t('checkout.contact')}</dt>
            <dd>
              <BreakableEmail email={order.email} />
            </dd>
            {payment && (
              <>
                <dt>{t('lookup.payment')}</dt>
                <dd>{payment}</dd>
              </>
            )}
          </dl>
          <Heading level="2">{t('lookup.items')}</Heading>
          <OrderLineList lines={order.lines} locale={locale} />
          <ReorderButton orderNumber={order.orderNumber} language={language} />
        </div>
        <OrderTotalsSummary totals={order} subtotalCents={order.subTotalCents} locale={locale} />
      </div>
    </AccountLayout>
  );
}
