import { reaction, runInAction } from 'mobx';
import {
  SESSION_STORAGE_KEYS,
  type ApiClient,
  cartLinesBody,
  type CartLine,
  type ClientStorage,
  type Language,
} from '@snackshop/commerce-core';
import { cartFingerprint, type CartStore } from '../stores/CartStore';
import type { UserStore } from '../stores/UserStore';

/**
 * Quiet time after the last cart change before the persisted cart is saved: quick quantity
 * clicks become one call.
 */
export const CART_SYNC_DEBOUNCE_MS = 750;

/**
 * Session storage key of the cart as this tab last agreed it with the customer's persisted
 * cart (its fingerprint), beside `persistantcartid`: a tab whose cart already is the
 * account's is brought up to date instead of merged into it again.
 */
export const CART_SYNCED_KEY = 'persistantcartsynced';

/** Whose cart a guest's is, beside signed-in customers' emails: the handshake session's. */
const GUEST = '(guest)';

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
 * Keeps the shopper's persisted cart (getcartwebdata / savecartwebdata) in step with the cart
 * store, following the shopper: a signed-in customer's cart is the account's, a guest's is
 * the handshake session's (which a storefront may give every tab of a browser, so that its
 * tabs keep one cart). When the shopper changes (a tab opens, someone signs in or out) the
 * persisted cart is joined with the tab's cart, and after that every change is saved,
 * debounced. Joining merges the two with commerce-core's merge rules, unless the tab's cart
 * already is this persisted cart (the same `persistantcartid`, synced before): then the
 * persisted one is taken when the tab has not changed its cart since (another tab, device or
 * site did), or the tab's is saved over it when it has. `refresh()` joins again, for a tab
 * that comes back into view. The server's copy of the cart, prices included, wins whenever it
 * answers about the cart as it still is. A guest with nothing in the cart and nothing saved
 * sends nothing: no cart is kept for nobody.
 */
export class CartSync {
  private readonly debounceMs: number;
  private readonly logger: SyncLogger;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopWatching: (() => void) | undefined;
  private stopFollowing: (() => void) | undefined;
  private inFlight: Promise<boolean> = Promise.resolve(true);
  /** The join under way or done for the shopper (a customer's email, or GUEST). */
  private joined: { customer: string; outcome: Promise<boolean> } | null = null;

  constructor(private readonly options: CartSyncOptions) {
    this.debounceMs = options.debounceMs ?? CART_SYNC_DEBOUNCE_MS;
    this.logger = options.logger ?? console;
  }

  /**
   * Whether the current shopper has a persisted cart: a guest, or signed in with an email
   * (a tab signed in whose details have not come yet waits for them).
   */
  get canSync(): boolean {
    return this.customer !== null;
  }

  /** Whose the persisted cart is: the signed-in customer's email, GUEST, or null. */
  private get customer(): string | null {
    const { user } = this.options;
    if (!user.isAuthenticated) return GUEST;
    return user.email;
  }

  /**
   * Starts following the shopper: the tab joins the persisted cart now, again whenever the
   * shopper changes (signing in or out), and every cart change is saved.
   */
  start(): void {
    this.stopWatching ??= reaction(
      () => this.options.cart.fingerprint,
      (fingerprint) => {
        if (fingerprint !== this.synced) this.schedule();
      },
    );
    this.stopFollowing ??= reaction(
      () => this.customer,
      (customer) => {
        this.cancel();
        this.joined = null;
        // Signed in, details still to come: nothing is saved until they are.
        if (customer !== null) void this.signIn();
      },
      { fireImmediately: true },
    );
  }

  /** Stops saving and drops a pending save. */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.stopFollowing?.();
    this.stopFollowing = undefined;
    this.cancel();
  }

  /**
   * Joins the shopper's persisted cart with this tab's cart (see the class) and saves the
   * result when it differs from the server's. Called on sign-in (the store does so itself once
   * started); a second call for the same shopper answers the first's outcome. Resolves to
   * whether it worked; a failure is logged and the tab's cart stays as it was.
   */
  signIn(): Promise<boolean> {
    const customer = this.customer;
    if (customer === null) return Promise.resolve(false);
    if (this.joined?.customer === customer) return this.joined.outcome;
    return this.joinAgain();
  }

  /**
   * Joins the persisted cart again, though this shopper's join is done: for a tab coming back
   * into view, whose cart another tab may have changed meanwhile. A change of this tab not
   * saved yet is saved over it instead (see the class).
   */
  refresh(): Promise<boolean> {
    // Before `start()` the tab's own cart is not restored yet: its first join comes then.
    if (this.stopFollowing === undefined) return Promise.resolve(false);
    return this.joinAgain();
  }

  private joinAgain(): Promise<boolean> {
    const customer = this.customer;
    if (customer === null) return Promise.resolve(false);
    this.cancel();
    const outcome = this.queue(() => this.join(customer));
    const joined = { customer, outcome };
    this.joined = joined;
    // A failed join may be tried again.
    void outcome.then((ok) => {
      if (!ok && this.joined === joined) this.joined = null;
    });
    return outcome;
  }

  private async join(customer: string): Promise<boolean> {
    const { cart, client, storage } = this.options;
    // The cart as the join found it: the shopper may change it while the server answers.
    const startedWith = cart.fingerprint;
    // A tab opening signed in joins as it starts, perhaps before its handshake is done.
    const shake = await client.ensureHandshake();
    if (!shake.ok) {
      this.logger.error('Loading the saved cart failed', shake.error);
      return false;
    }
    const loaded = await client.getPersistedCart(customer === GUEST ? {} : { email: customer });
    if (!loaded.ok || !loaded.success) {
      this.logger.error('Loading the saved cart failed', loaded.ok ? loaded.data : loaded.error);
      return false;
    }
    if (this.customer !== customer) return false;
    const persisted: CartLine[] = loaded.data?.persistCartData ?? [];
    const persistCartId = loaded.data?.persistCartId ?? null;
    if (persistCartId === null && cart.cartItems.length === 0) {
      // Nothing saved and nothing to save.
      this.synced = cart.fingerprint;
      return true;
    }
    const serverCart = cartFingerprint(persisted);
    const storedId = storage.session.getItem(SESSION_STORAGE_KEYS.persistantCartId);
    // The server holds this very cart, saved by this tab though the answer never came back
    // (the page was left while the save was under way): merging it would count it twice.
    const savedUnanswered =
      persistCartId !== null &&
      (storedId === null || storedId === persistCartId) &&
      serverCart === startedWith;
    const synced = savedUnanswered ? startedWith : this.synced;
    const alreadyThisCart =
      savedUnanswered || (persistCartId !== null && synced !== null && storedId === persistCartId);
    if (persistCartId) {
      storage.session.setItem(SESSION_STORAGE_KEYS.persistantCartId, persistCartId);
    }
    runInAction(() => {
      if (!alreadyThisCart) {
        cart.mergePersistedCart(persisted);
      } else if (cart.fingerprint === synced) {
        cart.adoptPersistedCart(persisted);
      }
      // The persisted lines were priced today by the server: their prices win.
      cart.adoptServerPrices(persisted);
    });
    if (cart.fingerprint === serverCart && persistCartId !== null) {
      this.synced = serverCart;
      return true;
    }
    return this.save();
  }

  /** Saves at once, skipping the debounce (e.g. before leaving for checkout). */
  async flush(): Promise<boolean> {
    if (this.timer === undefined) return this.inFlight;
    this.cancel();
    return this.saveNow();
  }

  /** Saves the cart as it is now; resolves to whether the server accepted it. */
  saveNow(): Promise<boolean> {
    return this.queue(() => this.save());
  }

  /** One call at a time, in order, so an older cart never lands after a newer one. */
  private queue(step: () => Promise<boolean>): Promise<boolean> {
    this.inFlight = this.inFlight.then(step, step);
    return this.inFlight;
  }

  /** The fingerprint of the cart as last agreed with the persisted cart (session storage). */
  private get synced(): string | null {
    return this.options.storage.session.getItem(CART_SYNCED_KEY);
  }

  private set synced(fingerprint: string) {
    this.options.storage.session.setItem(CART_SYNCED_KEY, fingerprint);
  }

  /**
   * Asks the server to price the cart as it is now (POST shippingcharge with the lines, the
   * coupon and the email; ordertax with the shipping ZIP when it is known) and records its
   * subtotal, shipping charge, tax and where it is owed, total and shipping SKU. Works for guests too. Resolves to whether the
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
    // With the shipping ZIP known, ordertax: the same answer, and where its tax comes from.
    const result = options.zipcode
      ? await client.call('orderTax', { body: { ...body, zipcode: options.zipcode } })
      : await client.call('shippingCharge', { body });
    if (!result.ok || !result.success) return false;
    return runInAction(() => {
      // A reply about a cart the shopper has changed since says nothing about this one.
      if (cart.fingerprint !== sent) return false;
      cart.applyServerPricing(result.data, options.zipcode ?? null);
      cart.applyLineLabels(result.data.lineLabels, options.lang ?? 'en-us');
      return true;
    });
  }

  /**
   * Asks the server what the cart's lines are called in `lang` (shippingcharge's
   * `lineLabels`) and records only that: the amounts the cart shows stay those priced for
   * its ZIP. Resolves to whether the names were taken.
   */
  async refreshLabels(lang: Language): Promise<boolean> {
    const { cart, client } = this.options;
    if (cart.cartItems.length === 0) return false;
    const result = await client.call('shippingCharge', {
      body: { cartItems: cartLinesBody(cart.cartItems), lang },
    });
    if (!result.ok || !result.success) return false;
    runInAction(() => cart.applyLineLabels(result.data.lineLabels, lang));
    return true;
  }

  private schedule(): void {
    if (!this.canSync) return;
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // Checked when its turn in the queue comes, not when the timer fires: a save still
      // under way then (the sign-in's join) may be sending this very cart.
      void this.queue(() =>
        this.options.cart.fingerprint === this.synced ? Promise.resolve(true) : this.save(),
      );
    }, this.debounceMs);
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async save(): Promise<boolean> {
    const { cart, client } = this.options;
    const customer = this.customer;
    if (customer === null) return false;
    const sent = cart.fingerprint;
    const lines = JSON.parse(JSON.stringify(cart.cartItems)) as typeof cart.cartItems;
    const owner = customer === GUEST ? {} : { email: customer };
    const result = await client.updatePersistedCart({ ...owner, persistCartData: lines });
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
    this.synced = sent;
    return true;
  }
}
