// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MixPack } from '@snackshop/commerce-core/contract';
import {
  RootStore,
  StoreHandleProvider,
  browserStorage,
  loadedStoreHandle,
  loadedStores,
} from '@snackshop/commerce-hooks';
import { createI18n } from '../../i18n/i18n';
import esUs from '../../i18n/locales/es-us.json';
import { withStyles } from '../../test/withStyles';
import type { SavedMixesData } from './savedMixes.server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { SavedMixesPage } = await withStyles(() => import('./SavedMixesPage'));

const item = (productId: number, quantity: number, available = true) => ({
  productId,
  title: `Snack ${productId}`,
  price: 0.6,
  priceCents: 60,
  quantity,
  availableQty: available ? 40 : 0,
  available,
});

const mix = (overrides: Partial<MixPack> = {}): MixPack => ({
  mixPackId: 'mix-1',
  name: 'Road trip',
  code: 'MYOMP-30',
  packSize: 30,
  items: [item(103, 20), item(104, 10)],
  packCount: 30,
  availablePackCount: 30,
  isFull: true,
  hasUnavailableItems: false,
  unavailableProductIds: [],
  message: null,
  packPrice: 18,
  packPriceCents: 1800,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

let root: Root | undefined;
let container: HTMLElement;
const stores: RootStore[] = [];

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  stores.splice(0).forEach((store) => store.dispose());
  window.sessionStorage.clear();
});

/** The page under a router at /saved-mixes (and the account's other pages), stores restored. */
async function show(page: SavedMixesData) {
  const store = new RootStore({ baseUrl: 'http://shop.test/api', storage: browserStorage() });
  runInAction(() => {
    store.hydrated = true;
  });
  stores.push(store);
  const Stub = createRoutesStub([
    {
      path: '/saved-mixes',
      Component: SavedMixesPage,
      HydrateFallback: () => null,
      loader: () => page,
    },
  ]);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const i18n = createI18n(page.language, page.language === 'es-us' ? esUs : {});
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <StoreHandleProvider handle={loadedStoreHandle(loadedStores(store))}>
          <Stub initialEntries={['/saved-mixes']} />
        </StoreHandleProvider>
      </I18nextProvider>,
    );
  });
  await vi.waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
  return store;
}

const button = (name: RegExp) =>
  [...container.querySelectorAll('button')].find((element) => name.test(element.textContent!));

describe('the saved mixes page', () => {
  it('says "No Saved Mixes yet!" with a way to build one', async () => {
    await show({ language: 'en-us', mixes: [] });
    expect(container.textContent).toContain('No Saved Mixes yet!');
    const build = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(build).toContain('/varietypack/customize');
  });

  it('marks the page in the account’s navigation', async () => {
    await show({ language: 'en-us', mixes: [] });
    const current = container.querySelector('nav [aria-current="page"]');
    expect(current?.textContent).toBe('Saved mixes');
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('My account');
  });

  it('puts a mix in the cart as one multipack that names it', async () => {
    const store = await show({ language: 'en-us', mixes: [mix()] });
    const add = button(/^Add mix to cart/)!;
    expect(add.textContent).toBe('Add mix to cart Road trip');
    await act(async () => add.click());
    expect(store.cart.multipackLines).toEqual([
      expect.objectContaining({ productId: 'MYOMP-30-1', title: 'Road trip', mixPackId: 'mix-1' }),
    ]);
    expect(store.cart.cartCount).toBeGreaterThan(0);
    expect(container.textContent).toContain('Your 30-pack mix is in your cart.');
  });

  it('says to click Edit and replace what is no longer sold, and keeps it out of the cart', async () => {
    await show({
      language: 'es-us',
      mixes: [
        mix({
          items: [item(103, 20), item(104, 10, false)],
          hasUnavailableItems: true,
          unavailableProductIds: [104],
          availablePackCount: 20,
          isFull: false,
        }),
      ],
    });
    expect(container.querySelector('[data-mix-unavailable]')?.textContent).toBe(
      'Uno o más de los productos seleccionados ya no están disponibles; haga clic en Editar y reemplácelos',
    );
    expect(button(/^Agregar la mezcla al carrito/)?.disabled).toBe(true);
    const edit = [...container.querySelectorAll('a')].find((link) =>
      link.textContent!.startsWith('Editar'),
    );
    expect(edit?.getAttribute('href')).toBe('/varietypack/customize?mix=mix-1');
    // Add to cart, delete and rename are plain POST forms (no JavaScript needed).
    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((form) => form.getAttribute('method'))).toEqual(['post', 'post', 'post']);
    const add = button(/^Agregar la mezcla al carrito/)!;
    expect([add.type, add.name, add.value, add.form?.elements.namedItem('mixPackId')]).toEqual([
      'submit',
      'intent',
      'add-to-cart',
      expect.objectContaining({ value: 'mix-1' }),
    ]);
  });
});
