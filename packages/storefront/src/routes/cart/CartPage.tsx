import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { pushToDataLayer, viewCartEvent } from '@snackshop/commerce-core/tracking';
import {
  useCartStore,
  useConfigStore,
  useItemsAvailability,
  useMiniCart,
  useStores,
} from '@snackshop/commerce-hooks';
import { Button, FreeShippingProgress, Heading, ZipField } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import { cartLineItem } from '../../tracking/cartLineItem';
import { readConsent } from '../../tracking/consentReader';
import { titleFrom } from '../../seo/meta';
import * as styles from './cart.css';
import { onlyWithScripts } from '../../shell/withScripts.css';
import { CartLines } from './CartLines';
import { EmptyCart } from '../../shell/EmptyCart';
import type { cartLoader } from './cart.server';
import type { CartFormAnswer } from './serverCart.server';
import { CartSummary } from './CartSummary';
import { FreeSampleOffers } from './FreeSampleOffers';
import { ServerCart } from './ServerCart';
import { cartProductIds } from './cartLines';

export const cartMeta: MetaFunction = (args) => [{ title: titleFrom(args, 'cart.title') }];

/**
 * "Review your cart": the lines with quantities and Remove, the ZIP check, the coupon, and
 * the order summary. Every amount but the lines' own comes from the API: shippingcharge
 * prices the cart (subtotal, shipping, tax, total) whenever it, the coupon or the ZIP
 * changes, and validatevoucher's couponData gives the discount. The free-shipping bar shows
 * shippingcharge's answer (the flag, the minimum, what remains), so with the flag off it
 * promises nothing and it never disagrees with the shipping charge. The cart lives in the
 * browser's session storage (SPEC section 3), kept in step with the API's copy of it; a
 * browser whose scripts do not run is shown that copy, with plain forms (decision 0052).
 */
export const CartPage = observer(function CartPage() {
  const { freeSamples, serverCart } = useLoaderData<typeof cartLoader>();
  const answer = useActionData<CartFormAnswer>();
  const store = useStores();
  const cart = useCartStore();
  const config = useConfigStore();
  const { t } = useTranslation();
  const { unavailableIds } = useMiniCart();
  const [zip, setZip] = useState(config.zipCode ?? '');
  const zipAvailability = useItemsAvailability(zip, cartProductIds(cart.cartItems));
  const language = config.language;
  const locale = localeOf(language);
  const fingerprint = cart.fingerprint;
  const couponName = cart.couponData?.couponName;
  const freeShipping = cart.freeShipping;
  const pricedZip = /^\d{5}$/.test(zip) && !zipAvailability.error ? zip : undefined;

  useEffect(() => {
    if (!store.hydrated || cart.cartItems.length === 0) return;
    void store.cartSync.refreshPricing({
      ...(pricedZip ? { zipcode: pricedZip } : {}),
      lang: language,
    });
  }, [store, store.hydrated, cart, fingerprint, couponName, pricedZip, language]);

  useEffect(() => {
    if (!store.hydrated || cart.cartItems.length === 0) return;
    pushToDataLayer(viewCartEvent(cart.cartItems.map(cartLineItem)), { consent: readConsent() });
    // Once per visit of the page, when the restored cart is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.hydrated]);

  if (!store.hydrated) {
    return (
      <section className={styles.column}>
        <Heading level="1">{t('cart.title')}</Heading>
        <noscript>
          <ServerCart
            cart={serverCart}
            answer={answer}
            freeSamples={freeSamples}
            language={language}
          />
        </noscript>
        <p role="status" className={`${styles.status} ${onlyWithScripts}`}>
          {t('cart.loading')}
        </p>
      </section>
    );
  }

  if (cart.cartItems.length === 0) {
    return (
      <section className={styles.column}>
        <Heading level="1">{t('cart.title')}</Heading>
        <EmptyCart />
      </section>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.column} aria-labelledby="cart-title">
        <Heading level="1" id="cart-title">
          {t('cart.title')}
        </Heading>
        {freeShipping?.enabled && (
          <FreeShippingProgress
            thresholdCents={freeShipping.minimumCents}
            remainingCents={freeShipping.remainingCents}
            locale={locale}
            label={t('cart.freeShippingLabel')}
            remainingText={t('cart.freeShippingRemaining', { amount: '{amount}' })}
            reachedText={t('cart.freeShippingReached')}
          />
        )}
        <CartLines unavailableIds={unavailableIds} zipUnavailable={zipAvailability.unavailable} />
        {cart.giftCardLines.length > 0 && (
          <p className={styles.status} data-gift-card-note>
            {t('cart.giftCardNote')}
          </p>
        )}
        <FreeSampleOffers samples={freeSamples} />
        <ZipCheck zip={zip} onZip={setZip} state={zipAvailability} />
      </section>
      <CartSummary />
    </div>
  );
});

/** The ZIP the cart ships to: availability of each line and the ZIP for tax. */
function ZipCheck({
  zip,
  onZip,
  state,
}: {
  zip: string;
  onZip: (zip: string) => void;
  state: ReturnType<typeof useItemsAvailability>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(zip);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onZip(draft.trim());
  };
  return (
    <form onSubmit={submit} aria-labelledby="cart-zip" className={styles.column}>
      <Heading level="2" id="cart-zip">
        {t('cart.zipTitle')}
      </Heading>
      <ZipField
        label={t('zip.label')}
        name="zip"
        value={draft}
        onChange={setDraft}
        error={state.error?.message}
      />
      <Button type="submit" variant="outline">
        {t('pdp.availabilityCheck')}
      </Button>
      {state.result && (
        <p role="status" className={styles.status} data-zip-result>
          {state.unavailable.length === 0
            ? t('cart.zipAllAvailable', { zip })
            : t('cart.zipSomeUnavailable', { zip })}
        </p>
      )}
    </form>
  );
}
