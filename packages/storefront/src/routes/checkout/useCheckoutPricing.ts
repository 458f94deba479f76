import { useEffect } from 'react';
import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useStores,
  useZipCodeLookup,
} from '@snackshop/commerce-hooks';

/**
 * Keeps the cart priced during checkout and answers the ZIP code the cart's amounts are
 * priced for. The shipping step shows what the cart showed, priced by the server for the
 * shipping ZIP code once the address names one (the saved default or one typed in), and until
 * then for the ZIP the cart was priced for: the total changes only when the ZIP does. Nothing
 * is asked once the order is `placed`.
 */
export function useCheckoutPricing(placed: string | null): string | null | undefined {
  const store = useStores();
  const cart = useCartStore();
  const checkout = useCheckoutStore();
  const { language } = useConfigStore();
  const fingerprint = cart.fingerprint;
  const typedZip = checkout.shipping.zipcode.value;
  const shippingZip = /^\d{5}$/.test(typedZip) ? typedZip : undefined;
  const pricedZip = cart.pricingIsCurrent ? cart.pricing!.zipcode : undefined;
  const couponName = cart.couponData?.couponName;
  const lookUpZipCode = useZipCodeLookup();
  useEffect(() => {
    if (!store.hydrated || placed || cart.cartItems.length === 0) return undefined;
    const zipcode = shippingZip ?? pricedZip ?? undefined;
    if (pricedZip !== undefined && (zipcode ?? null) === pricedZip) return undefined;
    let current = true;
    void (async () => {
      // A ZIP the shop does not ship to is the address form's to refuse; the amounts stay.
      if (zipcode && zipcode === shippingZip) {
        const place = await lookUpZipCode({ query: { zipcode, lang: language } });
        if (!current || !place.ok || !place.data.shippable) return;
      }
      await store.cartSync.refreshPricing({ ...(zipcode ? { zipcode } : {}), lang: language });
    })();
    return () => {
      current = false;
    };
  }, [
    store,
    store.hydrated,
    placed,
    cart,
    fingerprint,
    couponName,
    shippingZip,
    pricedZip,
    language,
    lookUpZipCode,
  ]);
  return pricedZip;
}
