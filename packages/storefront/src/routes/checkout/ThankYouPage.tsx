import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, useParams, type MetaFunction } from 'react-router';
import type { OrderView } from '@snackshop/commerce-core/contract';
import { useConfigStore, useOrderDetails, useStores } from '@snackshop/commerce-hooks';
import { Heading } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import { PurchaseTracker } from '../../tracking/PurchaseTracker';
import { titleFrom } from '../../seo/meta';
import * as styles from './checkout.css';
import { onlyWithScripts } from '../../shell/withScripts.css';
import { OrderLineList } from '../../orders/OrderLineList';
import { OrderTotalsSummary } from '../../orders/OrderTotals';
import * as extras from './shippingExtras.css';
import { BreakableEmail } from '../../shell/BreakableEmail';
import { usePaymentLine } from '../../orders/paymentLine';
import type { thankYouLoader } from './thankYou.server';

export const thankYouMeta: MetaFunction = (args) => [
  { title: titleFrom(args, 'thankyou.title') },
  { name: 'robots', content: 'noindex' },
];

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ok'; order: OrderView };

/**
 * The thank-you page: the order number and summary, read back from orderdetails (by the
 * server on a page load, so it shows without scripts; by the page after a client
 * navigation). Only the checkout session (or customer) that placed the order can read it
 * this way, so the number in the address reveals nothing to anyone else.
 */
export const ThankYouPage = observer(function ThankYouPage() {
  const { orderNumber = '' } = useParams();
  const store = useStores();
  const orderDetails = useOrderDetails();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const served = useLoaderData<typeof thankYouLoader>()?.order ?? null;
  const [loaded, setLoaded] = useState<Loaded>(
    served ? { state: 'ok', order: served } : { state: 'loading' },
  );
  const locale = localeOf(language);
  const payment = usePaymentLine(loaded.state === 'ok' ? loaded.order : {});

  useEffect(() => {
    if (!store.hydrated || served?.orderNumber === orderNumber) return;
    let current = true;
    void (async () => {
      const result = await orderDetails({
        query: { orderNumber, lang: language },
      });
      if (!current) return;
      setLoaded(result.ok ? { state: 'ok', order: result.data } : { state: 'missing' });
    })();
    return () => {
      current = false;
    };
  }, [store.hydrated, orderDetails, orderNumber, language, served]);

  if (loaded.state !== 'ok') {
    return (
      <section className={styles.column}>
        <Heading level="1">{t('thankyou.title')}</Heading>
        <noscript>
          <p>{t('thankyou.notFound')}</p>
        </noscript>
        <p role="status" className={`${styles.status} ${onlyWithScripts}`}>
          {loaded.state === 'loading' ? t('thankyou.loading') : t('thankyou.notFound')}
        </p>
        <RouterLink to="/order-lookup" className={styles.link}>
          {t('lookup.title')}
        </RouterLink>
      </section>
    );
  }

  const { order } = loaded;
  const ship = order.shipping;
  // The sentence around the address, so the address itself may wrap at its "@" and dots.
  const [emailSentBefore = '', emailSentAfter = ''] = t('thankyou.emailSent', {
    email: '\u0000',
  }).split('\u0000');
  return (
    <div className={styles.page}>
      <PurchaseTracker order={order} />
      <section className={styles.column} aria-labelledby="thank-you-title">
        <Heading level="1" id="thank-you-title">
          {t('thankyou.title')}
        </Heading>
        <dl className={styles.summary}>
          <dt>{t('thankyou.orderNumber')}</dt>
          <dd data-order-number>
            <strong>{order.orderNumber}</strong>
          </dd>
          <dt>{t('checkout.shipTo')}</dt>
          <dd>
            {ship.firstName} {ship.lastName}, {ship.address}
            {ship.addressDetails ? `, ${ship.addressDetails}` : ''}, {ship.city}, {ship.state}{' '}
            {ship.zipcode}
          </dd>
          {order.gift && (
            <>
              <dt>{t('thankyou.giftFor')}</dt>
              <dd data-gift-recipient>
                {[order.gift.firstName, order.gift.lastName].filter(Boolean).join(' ')}
                {order.gift.firstName || order.gift.lastName ? ' · ' : ''}
                {order.gift.recipientEmail}
              </dd>
              {order.includesGiftCard && (
                <dd data-gift-includes-card>{t('thankyou.giftCardIncluded')}</dd>
              )}
              {order.gift.giftMessage && (
                <>
                  <dt>{t('thankyou.giftMessage')}</dt>
                  <dd>
                    <p className={extras.giftMessageQuote} data-gift-message>
                      {order.gift.giftMessage}
                    </p>
                  </dd>
                </>
              )}
            </>
          )}
          {payment && (
            <>
              <dt>{t('thankyou.payment')}</dt>
              <dd data-payment-line>{payment}</dd>
            </>
          )}
        </dl>
        <p>
          {emailSentBefore}
          <BreakableEmail email={order.email} />
          {emailSentAfter}
        </p>
        <Heading level="2">{t('checkout.items')}</Heading>
        <OrderLineList lines={order.lines} locale={locale} />
        <RouterLink to="/all-snacks" className={styles.link}>
          {t('thankyou.continue')}
        </RouterLink>
      </section>
      <aside className={styles.column} aria-label={t('checkout.summaryRegion')}>
        <OrderTotalsSummary totals={order} subtotalCents={order.subTotalCents} locale={locale} />
      </aside>
    </div>
  );
});
