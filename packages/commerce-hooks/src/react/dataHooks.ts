import { useEffect } from 'react';
import useSWR from 'swr';
import {
  ZIP_LENGTH,
  isGiftCardLine,
  isMultipackLine,
  lineKey,
  toWholeCount,
  type CartLine,
  type MultipackItem,
} from '@snackshop/commerce-core';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import { DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import { dataOf, idsKey, type ApiRequestError } from './fetcher';
import type { RootStore } from '../stores/RootStore';
import type { SavedCard } from '../stores/UserStore';
import {
  useApiClient,
  useCartStore,
  useConfigStore,
  useStores,
  useUserStore,
} from './StoreProvider';
import { useStoreHandle, useStoreValue } from './storeHandle';
import { useDebouncedValue } from './useDebouncedValue';

/** Quiet time after the last keystroke before suggestions are asked for. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** Shortest query worth suggesting for. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

type Suggestion = ResponseOf<'autocompleteProducts'>['suggestions'][number];

/**
 * One autocomplete suggestion, `productId` a string like the cart's ids; `matchStart` is where
 * the typed text starts in the title, for bold highlighting (-1 when it does not).
 */
export type AutocompleteSuggestion = Omit<Suggestion, 'productId'> & { productId: string };

/** What every data hook returns besides its data. */
export interface DataHookState {
  isLoading: boolean;
  /** Revalidating in the background while data is already shown. */
  isValidating: boolean;
  error: ApiRequestError | undefined;
}

const NO_SUGGESTIONS: AutocompleteSuggestion[] = [];

const selectLanguage = (store: RootStore): Language => store.config.language;

/**
 * Search suggestions for what the shopper is typing: asked for once typing pauses
 * (300 ms) and the query has at least 2 characters; the previous suggestions stay on screen
 * while the next ones load. GET getautocompleteproducts with `q` and `lang`. When nothing is
 * suggested, `didYouMean` is the API's nearest query that has suggestions (null if none).
 */
export function useAutocomplete(
  query: string,
  options: {
    debounceMs?: number;
    minLength?: number;
    /** The page's language until the stores (which know the chosen one) have loaded. */
    language?: Language;
  } = {},
): DataHookState & {
  suggestions: AutocompleteSuggestion[];
  didYouMean: string | null;
  query: string;
} {
  // The stores are only needed to ask: a search box can render before they load.
  const handle = useStoreHandle();
  const language = useStoreValue(selectLanguage, options.language ?? DEFAULT_LANGUAGE);
  const settled = useDebouncedValue(
    query.trim().replace(/\s+/g, ' '),
    options.debounceMs ?? AUTOCOMPLETE_DEBOUNCE_MS,
  );
  const active = settled.length >= (options.minLength ?? AUTOCOMPLETE_MIN_LENGTH);
  const swr = useSWR(
    active ? ['autocomplete', settled, language] : null,
    async ([, q, lang]) =>
      dataOf(
        (await handle.load()).store.client.call('autocompleteProducts', { query: { q, lang } }),
      ).then(({ suggestions, didYouMean }) => ({
        suggestions: suggestions.map((entry) => ({ ...entry, productId: String(entry.productId) })),
        didYouMean: didYouMean ?? null,
      })),
    { keepPreviousData: true },
  );
  return {
    suggestions: active ? (swr.data?.suggestions ?? NO_SUGGESTIONS) : NO_SUGGESTIONS,
    didYouMean: active ? (swr.data?.didYouMean ?? null) : null,
    query: settled,
    isLoading: active && swr.isLoading,
    isValidating: swr.isValidating,
    error: swr.error as ApiRequestError | undefined,
  };
}

/** Units in stock by product id. */
export type Inventory = Record<string, number>;

/**
 * Stock of the given products (POST cartreview/productinventory with `productIds`),
 * refreshed when the shopper comes back to the tab.
 */
export function useProductInventory(
  productIds: readonly string[],
): DataHookState & { inventory: Inventory | undefined } {
  const client = useApiClient();
  const ids = idsKey(productIds);
  const swr = useSWR(ids ? ['productInventory', ids] : null, ([, key]) =>
    dataOf(client.call('productInventory', { body: { productIds: key.split(',') } })).then(
      (data) => {
        const inventory: Inventory = {};
        for (const entry of data.inventory) {
          inventory[String(entry.productId)] = toWholeCount(entry.availableQty);
        }
        return inventory;
      },
    ),
  );
  return {
    inventory: swr.data,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    error: swr.error as ApiRequestError | undefined,
  };
}

/** Whether each product can ship to the ZIP code, by product id. */
export type Availability = Record<string, boolean>;

/** What the availability call says about a ZIP code. */
export interface ZipAvailability {
  /** Product id → whether it ships to the ZIP code. */
  availability: Availability;
  /** Ids that do not ship there. */
  unavailable: string[];
  /** Product id → the message to show ("Product not available for the selected shipping zip code"). */
  messages: Record<string, string>;
  city: string;
  state: string;
}

/**
 * Whether products can ship to a ZIP code (POST /v2/dopservice/checkitemsavailability with
 * `zipcode`, `productIds` and `lang`). Asks nothing until the ZIP has its 5 digits. A ZIP
 * nothing ships to (Hawaii, Alaska) comes back as `error` with the server's message.
 */
export function useItemsAvailability(
  zip: string,
  productIds: readonly string[],
): DataHookState & {
  availability: Availability | undefined;
  unavailable: string[];
  result: ZipAvailability | undefined;
} {
  const client = useApiClient();
  const { language } = useConfigStore();
  const zipcode = zip.trim();
  const ids = idsKey(productIds);
  const valid = new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zipcode);
  const swr = useSWR(
    valid && ids ? ['itemsAvailability', zipcode, ids, language] : null,
    ([, zipKey, key, lang]) => {
      const asked = key.split(',');
      return dataOf(
        client.call('checkItemsAvailability', {
          body: { zipcode: zipKey, productIds: asked, lang },
        }),
      ).then((reply): ZipAvailability => {
        const messages: Record<string, string> = {};
        for (const entry of reply.unavailableItems)
          messages[String(entry.productId)] = entry.message;
        const availability: Availability = {};
        for (const productId of asked) availability[productId] = !(productId in messages);
        return {
          availability,
          unavailable: asked.filter((productId) => productId in messages),
          messages,
          city: reply.city,
          state: reply.state,
        };
      });
    },
  );
  const result = valid ? swr.data : undefined;
  return {
    result,
    availability: result?.availability,
    unavailable: result?.unavailable ?? NO_IDS,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    error: valid ? (swr.error as ApiRequestError | undefined) : undefined,
  };
}

const NO_IDS: string[] = [];

/** A saved mix, as the mix pack list gives it. */
export type SavedMix = ResponseOf<'mixPackList'>['mixPacks'][number];

/** The signed-in customer's saved mixes (GET multipack/getmixpacklist); none for visitors. */
export function useMixPackList(): DataHookState & {
  mixes: SavedMix[];
  refresh: () => Promise<unknown>;
} {
  const client = useApiClient();
  const user = useUserStore();
  const signedIn = user.isAuthenticated;
  const swr = useSWR(signedIn ? ['mixPackList', user.email ?? ''] : null, () =>
    dataOf(client.call('mixPackList')).then((data) => data.mixPacks),
  );
  return {
    mixes: signedIn ? (swr.data ?? []) : [],
    refresh: () => swr.mutate(),
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    error: swr.error as ApiRequestError | undefined,
  };
}

/**
 * The signed-in customer's saved cards as the user store holds them (brand, masked number,
 * expiry; never a number), read again from get-customer when a page using them opens, so a
 * card kept at the last checkout, or forgotten on another device, shows as it is now. None
 * for a visitor. Use it in an `observer` component.
 */
export function useSavedCards(): { cards: SavedCard[]; isLoading: boolean } {
  const user = useUserStore();
  const signedIn = user.isAuthenticated;
  // The store keeps the answer; the key only decides when to ask.
  const swr = useSWR(signedIn ? ['customer'] : null, () => user.loadCustomer());
  return { cards: signedIn ? user.savedCards : [], isLoading: signedIn && swr.isLoading };
}

/** A Snack Rewards member's points, as the points call answers them. */
export type RewardPoints = ResponseOf<'rewardPoints'>;

/**
 * The signed-in customer's Snack Rewards points (GET webservices/rewardpoints): the balance,
 * what a free pack costs and the newest entries; null for a visitor, while loading, or when
 * `enabled` is false (a site that shows no points never asks).
 */
export function useRewardPoints(enabled = true): RewardPoints | null {
  const client = useApiClient();
  const user = useUserStore();
  const language = useStoreValue(selectLanguage, DEFAULT_LANGUAGE);
  const ask = enabled && user.isAuthenticated;
  const swr = useSWR(ask ? ['rewardPoints', user.email ?? '', language] : null, () =>
    dataOf(client.call('rewardPoints', { query: { lang: language } })),
  );
  return ask ? (swr.data ?? null) : null;
}

/** Every product id a line needs stock for: itself, or the flavours of a multipack. */
function stockIdsOf(line: CartLine): string[] {
  return isMultipackLine(line) ? line.multipackList.map((item) => item.productId) : [lineKey(line)];
}

/**
 * The mini cart: its open state, the cart's lines with fresh stock (written back into the
 * cart store), and which lines can no longer be supplied. Use it in an `observer`
 * component so that it re-renders as the cart changes.
 */
/**
 * What the cart's lines are called in the shopper's language, for every view of the cart
 * (cart page, mini cart, checkout summary). Asks the server for the names whenever a line
 * lacks one in the current language: after a line is added, and when the language changes.
 * Call it from an observer component.
 */
export function useLineTitles() {
  const store = useStores();
  const cart = store.cart;
  const language = store.config.language;
  const missing = store.hydrated && cart.labelsMissing(language);
  const fingerprint = cart.fingerprint;
  useEffect(() => {
    if (missing) void store.cartSync.refreshLabels(language);
  }, [store, missing, language, fingerprint]);
  return {
    title: (line: CartLine) => cart.titleOf(line, language),
    itemTitle: (line: CartLine, item: Pick<MultipackItem, 'productId' | 'title'>) =>
      cart.itemTitleOf(line, item, language),
  };
}

export function useMiniCart() {
  const cart = useCartStore();
  // Bundles are priced whole and gift cards have no stock: neither has stock to ask for.
  const productIds = cart.cartItems
    .filter((line) => line.bundleId === undefined && !isGiftCardLine(line))
    .flatMap(stockIdsOf);
  const { inventory, isLoading, isValidating, error } = useProductInventory(productIds);
  useEffect(() => {
    if (inventory) cart.applyInventory(inventory);
  }, [cart, inventory]);
  const unavailableIds = cart.cartItems
    .filter((line) =>
      isMultipackLine(line)
        ? line.multipackList.some(
            (item) =>
              item.availableQty !== undefined &&
              toWholeCount(item.availableQty) < toWholeCount(item.quantity),
          )
        : line.availableQty !== undefined && toWholeCount(line.availableQty) === 0,
    )
    .map(lineKey);
  return {
    isOpen: cart.miniCartOpenState,
    open: () => cart.setMiniCartOpen(true),
    close: () => cart.setMiniCartOpen(false),
    lines: cart.cartItems,
    cartCount: cart.cartCount,
    /** In integer cents; the server's total is `cart.totalAmount`. */
    subTotal: cart.subTotal,
    unavailableIds,
    isLoading,
    isValidating,
    error,
  };
}
