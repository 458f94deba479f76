import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useStores,
  useValidateOrder,
  type ActiveForm,
  type FormSnapshotKind,
  type PlacedOrder,
} from '@snackshop/commerce-hooks';
import { forgetOrderLocation } from '../../site/location';
import { trackBeginCheckout } from '../../tracking/beginCheckout';
import { checkoutBody, orderCart } from './checkoutRequest';
import type { OrderTotals } from '../../orders/OrderTotals';
import { useCheckoutPricing } from './useCheckoutPricing';

/** Whether the API refused the checkout itself (a 4xx answer), not failed to answer. */
function refusedCheckout(error: { kind: string; status: number }): boolean {
  return error.kind === 'http' && error.status >= 400 && error.status < 500;
}

/** The parts of the form the shipping step edits (its snapshots are taken together). */
const FORM_PARTS: readonly FormSnapshotKind[] = ['shipping', 'payment'];

/**
 * The checkout page's state and effects: the server's totals for the payment step, the
 * order once placed, the cart's pricing for the shipping ZIP, begin_checkout, and the form
 * snapshots of an edited shipping step (taken, discarded, or put back when the page is left).
 */
export function useCheckoutFlow() {
  const store = useStores();
  const cart = useCartStore();
  const checkout = useCheckoutStore();
  const validateOrder = useValidateOrder();
  const { language } = useConfigStore();
  const navigate = useNavigate();
  const [totals, setTotals] = useState<OrderTotals | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const { activeForm } = checkout.formStatus;
  const fingerprint = cart.fingerprint;

  // Leaving the checkout (another page, a reload, the tab closed) in the middle of editing
  // the shipping step keeps what was saved, not the unsaved edits: the form snapshots taken
  // when the edit began are put back (SPEC section 4). Continuing to payment discards them.
  useEffect(() => {
    const abandonEdits = () => {
      for (const kind of FORM_PARTS) checkout.restoreFormSnapshot(kind);
    };
    window.addEventListener('pagehide', abandonEdits);
    return () => {
      window.removeEventListener('pagehide', abandonEdits);
      abandonEdits();
    };
  }, [checkout]);

  // begin_checkout once per visit of the page, when the restored cart is known.
  useEffect(() => {
    if (!store.hydrated || cart.cartItems.length === 0) return;
    void trackBeginCheckout(store);
    // On store.hydrated only, on purpose: a cart change must not track it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.hydrated]);

  const pricedZip = useCheckoutPricing(placed);

  // On the payment step the totals are the server's for this cart and address: asked again
  // after a reload, a language change or a change to the cart in another tab.
  useEffect(() => {
    if (!store.hydrated || activeForm !== 1 || placed || cart.cartItems.length === 0) return;
    let current = true;
    setTotals(null);
    void (async () => {
      const result = await validateOrder({
        body: checkoutBody(checkout, orderCart(cart, checkout), language),
      });
      if (!current) return;
      if (result.ok) setTotals(result.data);
      // A free pack the member can no longer have (points spent in another tab): priced
      // again without it, where the choice says why.
      else if (result.error.code?.startsWith('REWARD_')) checkout.setRedeemReward(false);
      // The server refused the checkout as it stands (a 4xx: an address, stock): back to
      // shipping to mend it. A call with no such answer (aborted because the page is being
      // left or reloaded, a dropped connection, a server error) says nothing about the
      // checkout: the shopper stays where they are. A reload mid-call used to land on the
      // shipping step, as the aborted call's failure was stored on the way out.
      else if (refusedCheckout(result.error)) checkout.goToStep(0);
    })();
    return () => {
      current = false;
    };
  }, [
    store.hydrated,
    activeForm,
    placed,
    fingerprint,
    language,
    validateOrder,
    checkout,
    cart,
    checkout.redeemReward,
  ]);

  const editStep = (step: ActiveForm) => {
    // The shipping step also holds the billing address and the gift details, which the
    // payment part of the form keeps.
    if (step === 0) for (const kind of FORM_PARTS) checkout.cacheFormSnapshot(kind);
    checkout.goToStep(step);
  };

  const shippingValidated = (answer: OrderTotals) => {
    for (const kind of FORM_PARTS) checkout.discardFormSnapshot(kind);
    setTotals(answer);
    checkout.completeShipping();
  };

  const finish = (order: PlacedOrder) => {
    setPlaced(order.orderNumber);
    cart.removeCoupon();
    cart.clearCart();
    checkout.reset();
    forgetOrderLocation(store.storage);
    void navigate(`/thank-you/${encodeURIComponent(order.orderNumber)}`);
  };

  return { totals, placed, pricedZip, editStep, shippingValidated, finish };
}
