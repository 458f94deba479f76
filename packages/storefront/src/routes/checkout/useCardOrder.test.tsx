// @vitest-environment jsdom
import { act, useImperativeHandle, type Ref } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@snackshop/commerce-core';
import {
  RootStore,
  StoreProvider,
  type PaymentInfoBody,
  type SavedCard,
  type SubmitOutcome,
} from '@snackshop/commerce-hooks';
import { createI18n } from '../../i18n/i18n';
import type { HostedCardFieldsHandle, TokenOutcome } from './HostedCardFields';
import { useCardOrder } from './useCardOrder';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const visa: SavedCard = {
  id: '8b1c7d52-5a4e-4c43-9a51-2f0f8d1e6a10',
  cardType: 'visa',
  cardNumberMask: '•••• 4242',
  expDate: '12/29',
};
const cardToken: TokenOutcome = {
  type: 'token',
  transientToken: 'tt_new',
  cardType: 'mastercard',
  cardNumberMask: 'XXXXXXXXXXXX4444',
  expMonth: 12,
  expYear: 2030,
  expiresAt: '2030-01-01T00:00:00Z',
};
const cvvToken: TokenOutcome = {
  type: 'cvv-token',
  cvvToken: 'cvv_1',
  expiresAt: '2030-01-01T00:00:00Z',
};

let root: Root | undefined;
const stores: RootStore[] = [];
afterEach(() => {
  act(() => root?.unmount());
  stores.splice(0).forEach((store) => store.dispose());
});

type CardOrder = ReturnType<typeof useCardOrder>;

/** The hook under a component whose fields answer `token` when asked. */
function Harness(props: {
  handle: Ref<CardOrder>;
  token: TokenOutcome;
  savedCard: SavedCard | null;
  submit: (paymentInfo: PaymentInfoBody) => Promise<SubmitOutcome>;
}) {
  const fields = { current: { requestToken: async () => props.token } as HostedCardFieldsHandle };
  const order = useCardOrder({
    fields,
    savedCard: props.savedCard,
    submit: props.submit,
    onPlaced: () => {},
    onStart: () => {},
  });
  useImperativeHandle(props.handle, () => order);
  return <p>{order.error}</p>;
}

/** Places an order with what the fields give; answers what was submitted and the store. */
async function placeWith(options: {
  token: TokenOutcome;
  savedCard: SavedCard | null;
  signedIn: boolean;
  saveTicked?: boolean;
  outcome?: SubmitOutcome;
}) {
  const store = new RootStore({
    baseUrl: 'http://api.test',
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
  stores.push(store);
  if (options.signedIn) store.user.login('session-token');
  if (options.saveTicked) store.checkout.updatePaymentInfo({ saveNewCard: true });
  const submit = vi.fn(
    async (_info: PaymentInfoBody): Promise<SubmitOutcome> =>
      options.outcome ?? { ok: false, status: 500, message: 'not placed' },
  );
  const handle: { current: CardOrder | null } = { current: null };
  const host = document.createElement('div');
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nextProvider i18n={createI18n('en-us')}>
        <StoreProvider store={store}>
          <Harness
            handle={handle}
            token={options.token}
            savedCard={options.savedCard}
            submit={submit}
          />
        </StoreProvider>
      </I18nextProvider>,
    ),
  );
  await act(() => handle.current!.placeOrder());
  return { submitted: submit.mock.calls.map(([info]) => info), store, text: host.textContent };
}

describe('useCardOrder', () => {
  it('pays with a saved card and the token of its security code', async () => {
    const { submitted } = await placeWith({ token: cvvToken, savedCard: visa, signedIn: true });
    expect(submitted).toEqual([{ method: 'saved-card', savedCardId: visa.id, cvvToken: 'cvv_1' }]);
  });

  it('keeps a new card only when a signed-in customer ticked Save this card', async () => {
    const ticked = await placeWith({
      token: cardToken,
      savedCard: null,
      signedIn: true,
      saveTicked: true,
    });
    expect(ticked.submitted).toEqual([
      { method: 'card', transientToken: 'tt_new', saveNewCard: true },
    ]);
    const unticked = await placeWith({ token: cardToken, savedCard: null, signedIn: true });
    expect(unticked.submitted[0]).toMatchObject({ saveNewCard: false });
    const visitor = await placeWith({
      token: cardToken,
      savedCard: null,
      signedIn: false,
      saveTicked: true,
    });
    expect(visitor.submitted[0]).toMatchObject({ saveNewCard: false });
  });

  it('asks for the security code again after a refusal of the saved card', async () => {
    const refused = await placeWith({
      token: cvvToken,
      savedCard: visa,
      signedIn: true,
      outcome: {
        ok: false,
        status: 402,
        message: 'The security code does not match the card. Check it and try again.',
      },
    });
    expect(refused.text).toBe(
      'The security code does not match the card. Check it and try again. ' +
        'Enter the security code again, or pay with another card.',
    );
    // The saved card's mask stays: nothing of a new card was put in the store.
    expect(refused.store.checkout.paymentInfo.transientToken).toBeNull();
  });

  it('submits nothing when the fields give the other kind of token', async () => {
    const wrong = await placeWith({ token: cardToken, savedCard: visa, signedIn: true });
    expect(wrong.submitted).toEqual([]);
    expect(wrong.text).toBe('Please check the security code.');
    const expired = await placeWith({
      token: { type: 'error', code: 'CAPTURE_CONTEXT_INVALID', expired: true, fields: [] },
      savedCard: visa,
      signedIn: true,
    });
    expect(expired.text).toBe(
      'Your payment session expired. Please enter the security code again.',
    );
  });
});
