import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, type MetaFunction } from 'react-router';
import { useWithStores } from '@snackshop/commerce-hooks';
import { EmptyState, Pagination, Price } from '@snackshop/ui-kit';
import { formatDate, localeOf } from '../../i18n/format';
import { AccountLayout } from './AccountLayout';
import { accountMeta } from './accountMeta';
import { statusKey } from '../../orders/orderStatus';
import { ReorderButton } from './ReorderButton';
import * as styles from './myaccount.css';
import type { ordersLoader } from './orders.server';

export const ordersMeta: MetaFunction = accountMeta('myaccount.orders.title');

/** An order's page in the account. */
const orderHref = (orderNumber: string) => `/profile/orders/${encodeURIComponent(orderNumber)}`;

/**
 * `/profile/orders` (SPEC section 2 "order history"): the orders placed while signed in,
 * newest first, ten to a page (real links, so paging works without JavaScript): number,
 * date, status, total and lines, a link to each order and Reorder. The page shown is the user
 * slice's `orderHistory` (SPEC section 3).
 */
export function OrdersPage() {
  const page = useLoaderData<typeof ordersLoader>();
  const { t } = useTranslation();
  const locale = localeOf(page.language);
  const withStores = useWithStores();
  useEffect(() => {
    withStores((store) => store.user.setOrderHistory(page.orders));
  }, [page.orders, withStores]);
  return (
    <AccountLayout title={t('myaccount.orders.title')}>
      {page.orders.length === 0 ? (
        <EmptyState
          headingElement="h2"
          title={t('myaccount.orders.empty')}
          description={t('myaccount.orders.emptyBody')}
          action={
            <RouterLink to="/all-snacks" className={styles.link}>
              {t('cart.shop')}
            </RouterLink>
          }
        />
      ) : (
        <ul className={styles.cards} aria-label={t('myaccount.orders.list')}>
          {page.orders.map((order) => {
            return (
              <li key={order.orderNumber} className={styles.card} data-order={order.orderNumber}>
                <h2 className={styles.cardHeading}>
                  <RouterLink to={orderHref(order.orderNumber)} className={styles.link}>
                    {t('myaccount.orders.order', { orderNumber: order.orderNumber })}
                  </RouterLink>
                </h2>
                <dl className={styles.details}>
                  <dt>{t('lookup.placedOn')}</dt>
                  <dd>{formatDate(order.createdAt, page.language)}</dd>
                  <dt>{t('lookup.statusLabel')}</dt>
                  <dd data-order-status>{t(statusKey(order.status))}</dd>
                  <dt>{t('cart.total')}</dt>
                  <dd>
                    <Price cents={order.totalAmountCents} locale={locale} />
                  </dd>
                </dl>
                <ul className={styles.lines} aria-label={t('lookup.items')}>
                  {order.lines.map((line, index) => (
                    <li key={`${line.title}-${index}`}>
                      {line.title} · {t('checkout.quantity', { quantity: line.quantity })}
                    </li>
                  ))}
                </ul>
                <ReorderButton orderNumber={order.orderNumber} language={page.language} />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => (n === 1 ? '/profile/orders' : `/profile/orders?page=${n}`)}
        label={t('myaccount.orders.pages')}
        previousLabel={t('plp.previous')}
        nextLabel={t('plp.next')}
        pageLabel={t('plp.page')}
      />
    </AccountLayout>
  );
}
