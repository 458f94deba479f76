import { useEffect } from 'react';
import type { OrderView } from '@snackshop/commerce-core/contract';
import {
  consentAllows,
  purchaseEvent,
  pushToDataLayer,
  type PurchaseInput,
} from '@snackshop/commerce-core/tracking';
import { readConsent } from './consentReader';

/** The session-storage entry that says an order's purchase was tracked in this tab. */
export const purchaseTrackedKey = (orderNumber: string) => `purchaseTracked:${orderNumber}`;

/**
 * The order as the purchase event reads it. With `withCustomer`, the shopper's contact and
 * shipping address go along, to be hashed; a gift order ships to its recipient, whose address
 * is not the shopper's, so it sends the contact only.
 */
export function purchaseInput(order: OrderView, withCustomer: boolean): PurchaseInput {
  const ship = order.shipping;
  return {
    transactionId: order.orderNumber,
    products: order.lines.map((line) => ({
      id: line.productId ?? line.bundleId ?? line.mixPackId ?? line.giftCardId ?? line.title,
      name: line.title,
      priceCents: line.priceCents,
      quantity: line.quantity,
    })),
    subtotalCents: order.subTotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingChargeCents,
    coupon: order.couponName,
    ...(withCustomer
      ? {
          customer: {
            email: order.email,
            phone: order.phoneNumber,
            ...(order.giftOrder
              ? {}
              : {
                  firstName: ship.firstName,
                  lastName: ship.lastName,
                  street: ship.address,
                  city: ship.city,
                  state: ship.state,
                  zip: ship.zipcode,
                  country: ship.country,
                }),
          },
        }
      : {}),
  };
}

function wasTracked(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function markTracked(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode, quota): the event went out; a reload may send it again.
  }
}

/**
 * Pushes the order's purchase event once (not again when the page reloads), and only with
 * the shopper's consent: any consent for the order itself, advertising consent for the hashed
 * contact and address that go with it (SPEC section 5). Personal fields never reach the data
 * layer in clear.
 */
export function PurchaseTracker({ order }: { order: OrderView }) {
  useEffect(() => {
    const key = purchaseTrackedKey(order.orderNumber);
    const consent = readConsent();
    if (wasTracked(key) || !consentAllows(consent, 'anyConsent')) return undefined;
    let current = true;
    void purchaseEvent(purchaseInput(order, consentAllows(consent, 'advertising'))).then(
      (event) => {
        if (!current || wasTracked(key)) return;
        if (pushToDataLayer(event, { consent })) markTracked(key);
      },
    );
    return () => {
      current = false;
    };
  }, [order]);

  return null;
}
