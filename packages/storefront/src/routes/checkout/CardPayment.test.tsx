// @vitest-environment jsdom
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@snackshop/commerce-core';
import { RootStore, StoreProvider } from '@snackshop/commerce-hooks';
import { createI18n } from '../../i18n/i18n';
import { withStyles } from '../../test/withStyles';
import type { HostedCardFieldsHandle } from './HostedCardFields';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { CardPayment } = await withStyles(() => import('./CardPayment'));

let root: Root | undefined;
const stores: RootStore[] = [];
afterEach(() => {
  act(() => root?.unmount());
  stores.splice(0).forEach((store) => store.dispose());
  document.body.innerHTML = '';
});

/** The card part of the payment step, for a saved card's code or a new card. */
function show(options: { securityCodeOnly: boolean; offerSave: boolean }) {
  const store = new RootStore({
    baseUrl: 'http://api.test',
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
  stores.push(store);
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nextProvider i18n={createI18n('en-us')}>
        <StoreProvider store={store}>
          <CardPayment
            fields={createRef<HostedCardFieldsHandle>()}
            src={new URL('http://api.test/payments/hosted-fields?context=a.b.c')}
            loadError={false}
            onRetry={() => {}}
            error={null}
            busy={false}
            onPlaceOrder={() => {}}
            {...options}
          />
        </StoreProvider>
      </I18nextProvider>,
    ),
  );
  return { host, store };
}

const saveBox = (host: HTMLElement) =>
  host.querySelector<HTMLInputElement>('input[type="checkbox"][name="saveNewCard"]');

describe('CardPayment', () => {
  it('offers a signed-in customer to save a new card, kept as the store’s saveNewCard', () => {
    const { host, store } = show({ securityCodeOnly: false, offerSave: true });
    const box = saveBox(host)!;
    expect(box.checked).toBe(false);
    expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('Save this card');
    const hint = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('never its number');
    act(() => box.click());
    expect(store.checkout.paymentInfo.saveNewCard).toBe(true);
    expect(saveBox(host)!.checked).toBe(true);
    act(() => box.click());
    expect(store.checkout.paymentInfo.saveNewCard).toBe(false);
    const frame = host.querySelector('iframe')!;
    expect(frame.title).toBe('Card details (secure form)');
  });

  it('asks a saved card for its security code only, with nothing to save', () => {
    const { host } = show({ securityCodeOnly: true, offerSave: true });
    expect(saveBox(host)).toBeNull();
    expect(host.querySelector('iframe')!.title).toBe(
      'Security code of the saved card (secure form)',
    );
  });

  it('offers a visitor nothing to save', () => {
    const { host } = show({ securityCodeOnly: false, offerSave: false });
    expect(saveBox(host)).toBeNull();
  });
});
