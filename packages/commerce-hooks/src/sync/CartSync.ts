import { reaction, runInAction } from 'mobx';
import {
  SESSION_STORAGE_KEYS,
  type ApiClient,
  cartLinesBody,
  type ClientStorage,
  type Language,
  type MultipackItem,
} from '@snackshop/commerce-core';
import type { CartStore } from '../stores/CartStore';
import type { UserStore } from '../stores/UserStore';

/**
 * Quiet time after the last cart change before the persisted cart is saved: quick quantity
 * clicks become one call.
 */
export const CART_SYNC_DEBOUNCE_MS = 750;

/** Where errors of background saves go; they are logged, never shown (SPEC section 4). */
export interface SyncLogger {
  error(message: string, detail?: unknown): void;
}

export interface CartSyncOptions {
  cart: CartStore;
  user: UserStore;
  client: ApiClient;
  storage: ClientStorage;
  debounceMs?: number;
  logger?: SyncLogger;
}

/**
 * Keeps a signed-in customer's persisted cart (getcartwebdata / savecartwebdata) in step with
 * the cart store. On sign-in the persisted cart is merged into the session cart with
 * commerce-core's merge rules and the result saved; after that every change is saved,
 * debounced. The server's copy of the cart, prices included, wins whenever it answers about
 * the cart as it still is. Guests have no persisted cart, so nothing is sent for them.
 */
export class CartSync {
  private readonly debounceMs: number;
  private readonly logger: SyncLogger;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopWatching: (() => void) | undefined;
  /** The cart the server last confirmed, so that adopting its reply does not save again. */
  private lastSynced: string | null = null;
  private inFlight: Promise<boolean> = Promise.resolve(true);

  constructor(private readonly options: CartSyncOptions) {
    this.debounceMs = options.debounceMs ?? CART_SYNC_DEBOUNCE_MS;
    this.logger = options.logger ?? console;
  }

  /** Whether the current shopper has a persisted cart: signed in, with an email. */
  get canSync(): boolean {
    const { user } = this.options;
    return user.isAuthenticated && user.email !== null;
  }

  /** Starts saving cart changes. */
  start(): void {
    this.stopWatching ??= reaction(
      () => this.options.cart.fingerprint,
      (fingerprint) => {
        if (fingerprint !== this.lastSynced) this.schedule();
      },
    );
  }

  /** Stops saving and drops a pending save. */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.cancel();
  }

  /**
   * After sign-in: loads the persisted cart, merges it into the session cart and saves the
   * merged cart. Resolves to whether both calls worked; a failure is logged and the session
   * cart stays as it was.
   */
  async signIn(): Promise<boolean> {
    const { cart, user, client, storage } = this.options;
    const email = user.email;
    if (!this.canSync || email === null) return false;
    this.cancel();
    this.lastSynced = null;
    const loaded = await client.getPersistedCart({ email });
    if (!loaded.ok || !loaded.success) {
      this.logger.error('Loading the saved cart failed', loaded.ok ? loaded.data : loaded.error);
      return false;
    }
    const persisted = loaded.data?.persistCartData ?? [];
    if (loaded.data?.persistCartId) {
      storage.session.setItem(SESSION_STORAGE_KEYS.persistantCartId, loaded.data.persistCartId);
    }
    runInAction(() => {
      cart.mergePersistedCart(persisted);
      // The persisted lines were priced today by the server: their prices win.
      cart.adoptServerPrices(persisted);
    });
    return this.saveNow();
  }

  /** Saves at once, skipping the debounce (e.g. before leaving for checkout). */
  async flush(): Promise<boolean> {
    if (this.timer === undefined) return this.inFlight;
    this.cancel();
    return this.saveNow();
  }

  /** Saves the cart as it is now; resolves to whether the server accepted it. */
  saveNow(): Promise<boolean> {
    // One save at a time, in order, so an older cart never lands after a newer one.
    this.inFlight = this.inFlight.then(() => this.save());
    return this.inFlight;
  }

  /**
   * Asks the server to price the cart as it is now (POST shippingcharge with the lines, the
   * coupon, the email and the shipping ZIP when known) and records its subtotal, shipping
   * charge, tax, total and shipping SKU. Works for guests too. Resolves to whether the
   * amounts were taken; a reply about a cart changed since is dropped.
   */
  async refreshPricing(options: { zipcode?: string; lang?: Language } = {}): Promise<boolean> {
    const { cart, user, client } = this.options;
    const sent = cart.fingerprint;
    const body = {
      cartItems: cartLinesBody(cart.cartItems),
      ...(cart.couponData ? { couponName: cart.couponData.couponName } : {}),
      ...(user.email ? { email: user.email } : {}),
      ...(options.zipcode ? { zipcode: options.zipcode } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    };
    const result = await client.call('shippingCharge', { body });
    if (!result.ok || !result.success) return false;
    return runInAction(() => {
      // A reply about a cart the shopper has changed since says nothing about this one.
      if (cart.fingerprint !== sent) return false;
      cart.applyServerPricing(result.data);
      return true;
    });
  }

  /**
   * Saves a change to a multipack that is also a saved mix of the account. A failure is
   * only logged (SPEC section 4); resolves to whether it worked.
   */
  async updateMultipack(mix: {
    mixPackId: string;
    name: string;
    items: readonly Pick<MultipackItem, 'productId' | 'quantity'>[];
    lang?: Language;
  }): Promise<boolean> {
    if (!this.canSync) return false;
    const body = {
      mixPackId: mix.mixPackId,
      name: mix.name,
      items: mix.items.map(({ productId, quantity }) => ({ productId, quantity })),
      ...(mix.lang ? { lang: mix.lang } : {}),
    };
    const result = await this.options.client.call('mixPackUpdate', { body });
    if (!result.ok || !result.success) {
      this.logger.error(
        'Updating the multipack failed',
        result.ok ? result.envelope : result.error,
      );
      return false;
    }
    return true;
  }

  private schedule(): void {
    if (!this.canSync) return;
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A save already under way (sign-in) may have sent this very cart.
      if (this.options.cart.fingerprint === this.lastSynced) return;
      void this.saveNow();
    }, this.debounceMs);
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async save(): Promise<boolean> {
    const { cart, user, client } = this.options;
    const email = user.email;
    if (!this.canSync || email === null) return false;
    const sent = cart.fingerprint;
    const lines = JSON.parse(JSON.stringify(cart.cartItems)) as typeof cart.cartItems;
    const result = await client.updatePersistedCart({ email, persistCartData: lines });
    if (!result.ok || !result.success) {
      // SPEC section 4: a failed cart update only logs an error; the cart stays as it is.
      this.logger.error('Saving the cart failed', result.ok ? result.envelope : result.error);
      return false;
    }
    const saved = result.data;
    this.options.storage.session.setItem(
      SESSION_STORAGE_KEYS.persistantCartId,
      saved.persistCartId,
    );
    runInAction(() => {
      // A reply about a cart the shopper has changed since says nothing about this one.
      if (cart.fingerprint === sent) cart.applyServerSubTotal(saved.cartAmountCents);
    });
    this.lastSynced = sent;
    return true;
  }
}
