// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@snackshop/commerce-core';
import { RootStore, StoreProvider } from '@snackshop/commerce-hooks';
import { createI18n } from '../../i18n/i18n';
import esUs from '../../i18n/locales/es-us.json';
import { withStyles } from '../../test/withStyles';
import type { SavedAddress } from './savedAddresses';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { SavedAddressChoice } = await withStyles(() => import('./SavedAddressChoice'));

const address = (id: string, primaryAddr: boolean, street: string): SavedAddress => ({
  id,
  addressType: 'SHIPPING_ADDRESS',
  primaryAddr,
  firstName: 'Rosa',
  lastName: 'Prado',
  address: street,
  addressDetails: null,
  city: 'Atlanta',
  state: 'GA',
  zipcode: '30303',
  country: 'US',
});
const home = address('a-home', true, '55 Peachtree St');
const office = address('a-office', false, '1 Elm St');

let root: Root | undefined;
const stores: RootStore[] = [];
afterEach(() => {
  act(() => root?.unmount());
  stores.splice(0).forEach((store) => store.dispose());
  document.body.innerHTML = '';
});

function show(language: 'en-us' | 'es-us' = 'en-us') {
  const store = new RootStore({
    baseUrl: 'http://api.test',
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
  stores.push(store);
  store.checkout.setSelectedShippingAddress(home.id);
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const i18n = createI18n(language, language === 'es-us' ? esUs : {});
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <StoreProvider store={store}>
          <SavedAddressChoice addresses={[home, office]} />
        </StoreProvider>
      </I18nextProvider>,
    ),
  );
  return { host, store };
}

const radios = (host: Element) => [...host.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
/** A radio's label, less its hint (which also describes it). */
function labelOf(radio: Element) {
  const label = document.querySelector(`label[for="${radio.id}"]`)!.cloneNode(true) as Element;
  label.querySelectorAll('span[id$="-hint"]').forEach((hint) => hint.remove());
  return label.textContent!.trim();
}

describe('SavedAddressChoice', () => {
  it('offers the saved addresses, the default first and marked, then a new address', () => {
    const { host } = show();
    const group = host.querySelector('[role="radiogroup"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Ship to',
    );
    expect(radios(host).map(labelOf)).toEqual([
      'Rosa Prado, 55 Peachtree St, Atlanta, GA 30303',
      'Rosa Prado, 1 Elm St, Atlanta, GA 30303',
      'A new address',
    ]);
    const hint = document.getElementById(radios(host)[0]!.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Default');
    expect(radios(host)[0]!.getAttribute('aria-checked')).toBe('true');
  });

  it('fills the shipping form with the address chosen, and empties it for a new one', () => {
    const { host, store } = show();
    act(() => radios(host)[1]!.click());
    expect(store.checkout.selectedShippingAddress).toBe(office.id);
    expect(store.checkout.shipping.address.value).toBe('1 Elm St');
    expect(store.checkout.shipping.zipcode.value).toBe('30303');
    act(() => radios(host)[2]!.click());
    expect(store.checkout.selectedShippingAddress).toBeNull();
    expect(store.checkout.shipping.address.value).toBe('');
  });

  it('speaks Spanish', () => {
    const { host } = show('es-us');
    expect(radios(host).map(labelOf).at(-1)).toBe('Una dirección nueva');
    expect(host.textContent).toContain('Enviar a');
    expect(host.textContent).toContain('Predeterminada');
  });
});
