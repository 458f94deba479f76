// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@snackshop/commerce-core/contract';
import { serializeConsentCookie } from '../site/consent';
import { PurchaseTracker, purchaseInput, purchaseTrackedKey } from './PurchaseTracker';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** SHA-256 of john_smith@gmail.com and of 16505551212: Meta's published vectors. */
const EMAIL_HASH = '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f';
const PHONE_HASH = 'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176';

const address = {
  firstName: 'Mary',
  lastName: 'Smith',
  address: '1 Hacker Way',
  city: 'Menlo Park',
  state: 'CA',
  zipcode: '94025',
  country: 'US',
};

const order: OrderView = {
  orderNumber: 'SN-7KQM-X3PA',
  status: 'paid',
  createdAt: '2026-11-25T08:00:00.000Z',
  email: 'John_Smith@gmail.com',
  phoneNumber: '(650) 555-1212',
  shipping: address,
  billing: address,
  giftOrder: false,
  gift: null,
  includesGiftCard: false,
  couponName: null,
  paymentMethod: 'card',
  card: { cardType: 'visa', last4: '1111' },
  lines: [
    {
      productId: 'P-100',
      bundleId: null,
      mixPackId: null,
      title: 'Classic Chips',
      quantity: 2,
      price: 3.99,
      priceCents: 399,
      lineTotal: 7.98,
      lineTotalCents: 798,
      multipackList: null,
      giftCardId: null,
      giftCard: null,
    },
  ],
  subTotal: 7.98,
  subTotalCents: 798,
  discount: 0,
  discountCents: 0,
  rewardCents: 0,
  shippingCharge: 5.99,
  shippingChargeCents: 599,
  tax: 0.58,
  taxCents: 58,
  totalAmount: 14.55,
  totalAmountCents: 1455,
};

type Window = { dataLayer?: unknown[] };
const dataLayer = () => (window as unknown as Window).dataLayer ?? [];
const purchases = () =>
  dataLayer().filter((entry) => (entry as { event?: string }).event === 'purchase') as {
    ecommerce: Record<string, unknown>;
    user_data?: Record<string, string>;
  }[];

function consent(choice: { advertising: boolean; functional: boolean; anyConsent: boolean }) {
  document.cookie = serializeConsentCookie(choice);
}

let root: Root | undefined;

/** Shows the tracker as the thank-you page does; again for the same order is a reload. */
async function show(shown: OrderView = order) {
  act(() => root?.unmount());
  root = createRoot(document.createElement('div'));
  await act(async () => {
    root!.render(
      <StrictMode>
        <PurchaseTracker order={shown} />
      </StrictMode>,
    );
  });
}

beforeEach(() => {
  delete (window as unknown as Window).dataLayer;
  window.sessionStorage.clear();
  document.cookie = 'snackshop_consent=; Max-Age=0; Path=/';
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('PurchaseTracker', () => {
  it('pushes the purchase once with hashed contact and address, never the plain values', async () => {
    consent({ advertising: true, functional: true, anyConsent: true });
    await show();
    await vi.waitFor(() => expect(purchases()).toHaveLength(1));

    const [event] = purchases();
    expect(event!.ecommerce).toMatchObject({
      transaction_id: 'SN-7KQM-X3PA',
      value: 7.98,
      tax: 0.58,
      shipping: 5.99,
      currency: 'USD',
    });
    expect(event!.user_data).toMatchObject({ em: EMAIL_HASH, ph: PHONE_HASH });
    expect(Object.keys(event!.user_data!).sort()).toEqual(
      ['country', 'ct', 'em', 'fn', 'ln', 'ph', 'st', 'street', 'zp'].sort(),
    );
    const pushed = JSON.stringify(dataLayer()).toLowerCase();
    for (const clear of ['john_smith', 'gmail', 'mary', 'smith', 'hacker', 'menlo']) {
      expect(pushed).not.toContain(clear);
    }
    expect(window.sessionStorage.getItem(purchaseTrackedKey('SN-7KQM-X3PA'))).not.toBeNull();
  });

  it('does not push the same order again when the page reloads', async () => {
    consent({ advertising: true, functional: true, anyConsent: true });
    await show();
    await vi.waitFor(() => expect(purchases()).toHaveLength(1));
    await show({ ...order });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purchases()).toHaveLength(1);
  });

  it('sends the order without personal data when advertising is declined', async () => {
    consent({ advertising: false, functional: true, anyConsent: true });
    await show();
    await vi.waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]).not.toHaveProperty('user_data');
  });

  it('pushes nothing, and remembers nothing, without consent', async () => {
    await show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dataLayer()).toEqual([]);
    expect(window.sessionStorage.getItem(purchaseTrackedKey('SN-7KQM-X3PA'))).toBeNull();
  });
});

describe('purchaseInput', () => {
  it('sends only the contact of a gift order: the address is the recipient’s', () => {
    const input = purchaseInput({ ...order, giftOrder: true }, true);
    expect(input.customer).toEqual({ email: order.email, phone: order.phoneNumber });
  });

  it('sends no personal field without advertising consent', () => {
    expect(purchaseInput(order, false)).not.toHaveProperty('customer');
  });
});
