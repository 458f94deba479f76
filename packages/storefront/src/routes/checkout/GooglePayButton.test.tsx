// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@snackshop/commerce-core/language';
import type { PaymentInfoBody, PlacedOrder, SubmitOutcome } from '@snackshop/commerce-hooks';
import { createI18n } from '../../i18n/i18n';
import esUs from '../../i18n/locales/es-us.json';
import { withStyles } from '../../test/withStyles';
import type { GooglePayPaymentDataRequest, GooglePaymentsClient } from './walletPayments';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { GooglePayButton } = await withStyles(() => import('./GooglePayButton'));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const PAYMENT_DATA = {
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    description: 'Visa •••• 1111',
    info: { cardNetwork: 'VISA', cardDetails: '1111' },
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'gpay_token' },
  },
};

/** The button with a Google Pay client whose sheet answers `sheet`, placing with `placed`. */
function show(options: { sheet: () => Promise<unknown>; placed?: SubmitOutcome; lang?: Language }) {
  const lang = options.lang ?? 'en-us';
  const loadPaymentData = vi.fn((_request: GooglePayPaymentDataRequest) => options.sheet());
  const client: GooglePaymentsClient = {
    isReadyToPay: () => Promise.resolve({ result: true }),
    loadPaymentData,
  };
  const submit = vi.fn((_info: PaymentInfoBody): Promise<SubmitOutcome> =>
    Promise.resolve(
      options.placed ?? { ok: true, order: { orderNumber: 'SN-AAAA-BBBB' } as PlacedOrder },
    ),
  );
  const onPlaced = vi.fn();
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nextProvider i18n={createI18n(lang, lang === 'es-us' ? esUs : {})}>
        <GooglePayButton client={client} totalCents={1234} submit={submit} onPlaced={onPlaced} />
      </I18nextProvider>,
    ),
  );
  const button = host.querySelector('button')!;
  const alert = () => host.querySelector('[role="alert"]')!.textContent;
  return { host, button, alert, loadPaymentData, submit, onPlaced };
}

/** Lets the sheet's promise and the order's settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('GooglePayButton', () => {
  it("opens the sheet in the click for the server's total and places the order with its token", async () => {
    const view = show({ sheet: () => Promise.resolve(PAYMENT_DATA) });
    expect(view.button.textContent).toBe('Pay with Google Pay');
    act(() => view.button.click());
    // Asked in the click itself, as Google Pay requires.
    expect(view.loadPaymentData).toHaveBeenCalledTimes(1);
    expect(view.loadPaymentData.mock.calls[0]![0]).toMatchObject({
      transactionInfo: { totalPrice: '12.34', currencyCode: 'USD', totalPriceStatus: 'FINAL' },
    });
    await settle();
    expect(view.submit).toHaveBeenCalledWith({ method: 'google-pay', token: 'gpay_token' });
    expect(view.onPlaced).toHaveBeenCalledWith({ orderNumber: 'SN-AAAA-BBBB' });
    expect(view.alert()).toBe('');
  });

  it('shows a decline as a card decline, and pays again after it', async () => {
    const view = show({
      sheet: () => Promise.resolve(PAYMENT_DATA),
      placed: {
        ok: false,
        status: 402,
        message: 'Your card was declined for insufficient funds. Try another card.',
      },
    });
    act(() => view.button.click());
    await settle();
    // The API's message says what to do next; the page does not say it again.
    expect(view.alert()).toBe('Your card was declined for insufficient funds. Try another card.');
    expect(view.onPlaced).not.toHaveBeenCalled();
    expect(view.button.disabled).toBe(false);
    act(() => view.button.click());
    expect(view.loadPaymentData).toHaveBeenCalledTimes(2);
  });

  it('leaves the step as it was when the sheet is closed, in English and Spanish', async () => {
    const english = show({ sheet: () => Promise.reject({ statusCode: 'CANCELED' }) });
    act(() => english.button.click());
    await settle();
    expect(english.alert()).toBe('The Google Pay payment was cancelled and nothing was charged.');
    expect(english.submit).not.toHaveBeenCalled();
    expect(english.button.disabled).toBe(false);
    act(() => root?.unmount());

    const spanish = show({
      sheet: () => Promise.reject({ statusCode: 'CANCELED' }),
      lang: 'es-us',
    });
    expect(spanish.button.textContent).toBe('Pagar con Google Pay');
    act(() => spanish.button.click());
    await settle();
    expect(spanish.alert()).toBe('Se canceló el pago con Google Pay y no se cobró nada.');
  });

  it('says so when Google Pay fails or hands back no token, placing nothing', async () => {
    const failing = show({ sheet: () => Promise.reject({ statusCode: 'DEVELOPER_ERROR' }) });
    act(() => failing.button.click());
    await settle();
    expect(failing.alert()).toBe(
      'Google Pay could not take the payment and nothing was charged. Try again or choose another payment method.',
    );
    act(() => root?.unmount());
    const tokenless = show({ sheet: () => Promise.resolve({ paymentMethodData: {} }) });
    act(() => tokenless.button.click());
    await settle();
    expect(tokenless.submit).not.toHaveBeenCalled();
    expect(tokenless.alert()).toContain('Google Pay could not take the payment');
  });
});
