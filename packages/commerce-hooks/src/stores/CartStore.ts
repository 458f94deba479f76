import { makeAutoObservable } from 'mobx';
import {
  addPack,
  availablePackCount,
  cartAmount,
  cartCount,
  cartItemsCount,
  cartSubtotal,
  emptyIfOnlyFreeSamples,
  giftCardLineKey,
  isGiftCardLine,
  isMultipackFull,
  isMultipackLine,
  lineKey,
  merchandiseSubtotal,
  mergeCarts,
  multipackPackCount,
  nextMultipackCartId,
  parseMultipackCartId,
  removePack,
  toWholeCount,
  unavailableMultipackItems,
  type CartItemsCount,
  type CartLine,
  type GiftCardCartLine,
  type GiftCardKind,
  type GiftCardRecipient,
  type Language,
  type MultipackCartLine,
  type MultipackItem,
  type ShippingSku,
} from '@snackshop/commerce-core';
import type { PersistableStore } from '../persistence/persist';
import {
  labelsMissing,
  lineItemTitle,
  lineTitle,
  withLabels,
  type CartLabels,
  type LineLabel,
} from './cart/labels';
import { adoptPrices, allowedQuantity, cartFingerprint, sameLine } from './cart/lines';
import {
  pricingOf,
  type CartTotals,
  type CouponData,
  type FreeShippingAnswer,
  type ServerAmount,
  type ServerPricing,
  type TaxInfo,
} from './cart/pricing';
import { readCartSnapshot, type CartSnapshot } from './cart/snapshot';
import { asRecord, cloneJson } from './snapshot';

export { cartFingerprint } from './cart/lines';
export type {
  CartTotals,
  CouponData,
  FreeShippingAnswer,
  ServerAmount,
  ServerPricing,
  TaxInfo,
} from './cart/pricing';
export type { CartSnapshot } from './cart/snapshot';
export type { CartLabels, LineLabel } from './cart/labels';

/** A gift card to put in the cart: the card of giftcardlist, a face value and who it is for. */
export interface GiftCardChoice {
  giftCardId: string;
  kind: GiftCardKind;
  title: string;
  /** One of the amounts the card comes in, in cents. */
  amountCents: number;
  quantity?: number;
  /** Required for an e-gift card, ignored for a physical one. */
  recipient?: GiftCardRecipient;
}

/**
 * The cart (SPEC sections 3 and 4). Lines, counts and the subtotal are the shopper's cart
 * worked out with commerce-core's cart math; shipping, tax and the total are the server's
 * and are only shown for the cart they were computed for. The multipack builder's current
 * mix lives here too (`multipackCartItems`) so that it survives a reload.
 */
export class CartStore implements PersistableStore<CartSnapshot> {
  cartItems: CartLine[] = [];
  /** The mix being built or edited, 30 packs when full. */
  multipackCartItems: MultipackItem[] = [];
  /** The cart id (`MYOMP-30-{n}`) of the multipack being edited, or null for a new mix. */
  editingMultipackId: string | null = null;
  pricing: ServerPricing | null = null;
  /** The subtotal the server computed (savecartwebdata's `cartAmountCents`). */
  serverSubTotal: ServerAmount | null = null;
  /** The persisted cart of a signed-in customer was merged in. */
  cartMerge = false;
  /** A past order's lines were merged in (reorder). */
  reOrderMergeFlag = false;
  miniCartOpenState = false;
  /** The shopper removed an automatic coupon; do not apply it again. */
  disableAutoCoupon = false;
  couponData: CouponData | null = null;
  /**
   * The server's names of the lines in the shopper's language. Not persisted: a name is
   * the catalogue's, in the language of the page, never the one a line was added with.
   */
  lineLabels: CartLabels | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Quantity in the cart by product or bundle id. */
  get cartItemsCount(): CartItemsCount {
    return cartItemsCount(this.cartItems);
  }

  /** The cart badge number. */
  get cartCount(): number {
    return cartCount(this.cartItems);
  }

  /**
   * Subtotal in integer cents: the server's figure once it has priced this very cart,
   * until then commerce-core's sum of the line prices.
   */
  get subTotal(): number {
    const server = this.serverSubTotal;
    return server && server.forCart === this.fingerprint
      ? server.cents
      : cartSubtotal(this.cartItems);
  }

  /** True while the subtotal is our own sum, not yet confirmed by the server. */
  get subTotalIsEstimate(): boolean {
    return this.serverSubTotal?.forCart !== this.fingerprint;
  }

  /**
   * The subtotal of everything but gift cards, in cents: what the free-shipping minimum and
   * coupons count (a gift card is money, not merchandise).
   */
  get merchandiseSubTotal(): number {
    return merchandiseSubtotal(this.cartItems);
  }

  /** Gift-card lines of the cart. */
  get giftCardLines(): GiftCardCartLine[] {
    return this.cartItems.filter(isGiftCardLine);
  }

  /** The subtotal as the 2-decimal dollar figure the API names `cartamount`. */
  get cartAmount(): number {
    return cartAmount(this.cartItems);
  }

  get fingerprint(): string {
    return cartFingerprint(this.cartItems);
  }

  /** Whether the server's amounts belong to the cart as it is now. */
  get pricingIsCurrent(): boolean {
    return this.pricing !== null && this.pricing.forCart === this.fingerprint;
  }

  /** Shipping in cents from the server, or null until the server has priced this cart. */
  get shippingCharge(): number | null {
    return this.pricingIsCurrent ? this.pricing!.shippingChargeCents : null;
  }

  /** Order total in cents from the server, or null until the server has priced this cart. */
  get totalAmount(): number | null {
    return this.pricingIsCurrent ? this.pricing!.totalAmountCents : null;
  }

  get taxInfo(): TaxInfo | null {
    return this.pricingIsCurrent ? this.pricing!.taxInfo : null;
  }

  /**
   * The API's free-shipping answer for the cart as last priced (shippingcharge: the flag,
   * the minimum and what remains), or null before the cart is priced. Kept while a change is
   * being priced, so the bar does not blink; the next answer replaces it.
   */
  get freeShipping(): FreeShippingAnswer | null {
    return this.pricing?.freeShipping ?? null;
  }

  get shippingSku(): ShippingSku | null {
    return this.pricingIsCurrent ? this.pricing!.shippingSku : null;
  }

  /** Multipack lines of the cart. */
  get multipackLines(): MultipackCartLine[] {
    return this.cartItems.filter(isMultipackLine);
  }

  /** Packs chosen in the mix being built. */
  get packCount(): number {
    return multipackPackCount(this.multipackCartItems);
  }

  /** Packs of the mix the shop can still supply. */
  get availablePackCount(): number {
    return availablePackCount(this.multipackCartItems);
  }

  /** The mix is full: exactly 30 available packs. */
  get multipackCountFull(): boolean {
    return isMultipackFull(this.multipackCartItems);
  }

  /** Items of the mix the shop can no longer supply: the shopper must replace them. */
  get replaceMixItems(): MultipackItem[] {
    return unavailableMultipackItems(this.multipackCartItems);
  }

  /** The line with this product, bundle or multipack id. */
  findLine(id: string): CartLine | undefined {
    return this.cartItems.find((line) => lineKey(line) === id);
  }

  /**
   * Adds a line. The same product or bundle adds to the quantity already there (within
   * stock, a free sample stays at one and replaces another free sample); a multipack gets the next `MYOMP-30-{n}` id unless
   * it already has one that is free. Returns the id the line is under.
   */
  addItem(line: CartLine): string {
    if (isMultipackLine(line)) {
      const hasFreeId =
        parseMultipackCartId(line.productId) !== null && !this.findLine(line.productId);
      const productId = hasFreeId ? line.productId : nextMultipackCartId(this.cartItems);
      this.cartItems.push({
        ...line,
        productId,
        quantity: Math.max(1, toWholeCount(line.quantity)),
        multipackList: line.multipackList.map((item) => ({ ...item })),
      });
      this.afterChange();
      return productId;
    }
    if (line.isFreeSample) {
      // One free sample to an order (decision 0038): a newly chosen one takes the other's place.
      this.cartItems = this.cartItems.filter(
        (candidate) => !candidate.isFreeSample || sameLine(candidate, line),
      );
    }
    const existing = this.cartItems.find((candidate) => sameLine(candidate, line));
    if (existing) {
      // The newest stock figure bounds the sum.
      if (line.availableQty !== undefined) existing.availableQty = line.availableQty;
      existing.quantity = allowedQuantity(existing, existing.quantity + line.quantity);
    } else {
      const quantity = allowedQuantity(line, line.quantity);
      if (quantity > 0) this.cartItems.push({ ...line, quantity });
    }
    this.afterChange();
    return lineKey(line);
  }

  /**
   * Adds gift cards: the card at one face value, and for an e-gift card its recipient. The
   * same card, amount and recipient adds to the line already there (10 cards at most);
   * anything else is a line of its own. Returns the line's cart id (`GC-…`). The server
   * checks the amount and recipient again when it prices the cart.
   */
  addGiftCard(choice: GiftCardChoice): string {
    const line: GiftCardCartLine = {
      giftCardId: choice.giftCardId,
      giftCardKind: choice.kind,
      amountCents: toWholeCount(choice.amountCents),
      price: toWholeCount(choice.amountCents),
      quantity: Math.max(1, toWholeCount(choice.quantity ?? 1)),
      title: choice.title,
      ...(choice.kind === 'e-gift' && choice.recipient
        ? { recipient: { ...choice.recipient } }
        : {}),
    };
    this.addItem(line);
    return giftCardLineKey(line);
  }

  /** Sets a line's quantity; 0 or less removes it. */
  updateQuantity(id: string, quantity: number): void {
    const line = this.findLine(id);
    if (!line) return;
    const next = isMultipackLine(line) ? toWholeCount(quantity) : allowedQuantity(line, quantity);
    if (next === 0) {
      this.removeItem(id);
      return;
    }
    line.quantity = next;
    this.afterChange();
  }

  removeItem(id: string): void {
    this.cartItems = this.cartItems.filter((line) => lineKey(line) !== id);
    if (this.editingMultipackId === id) this.editingMultipackId = null;
    this.afterChange();
  }

  clearCart(): void {
    this.cartItems = [];
    this.afterChange();
  }

  /**
   * Merges the signed-in customer's persisted cart into this one with commerce-core's
   * `mergeCarts` (identical products add up, multipacks get fresh `MYOMP-30-{n}` ids).
   */
  mergePersistedCart(persisted: readonly CartLine[]): void {
    this.cartItems = mergeCarts(persisted, this.cartItems);
    this.editingMultipackId = null;
    this.cartMerge = true;
    this.afterChange();
  }

  /**
   * Takes the customer's persisted cart as it is (its lines and the server's prices), for a
   * cart that already was this customer's and has not changed here since it was last saved:
   * another device or site changed it. The coupon stays for the server to price again.
   */
  adoptPersistedCart(persisted: readonly CartLine[]): void {
    this.cartItems = mergeCarts(persisted, []);
    this.editingMultipackId = null;
    this.afterChange();
  }

  /** Adds the lines of a past order, merged the same way as a persisted cart. */
  reorder(lines: readonly CartLine[]): void {
    this.cartItems = mergeCarts(lines, this.cartItems);
    this.editingMultipackId = null;
    this.reOrderMergeFlag = true;
    this.afterChange();
  }

  /**
   * Takes the server's copy of the cart (its prices win) when it is the same cart as ours;
   * a reply about a cart the shopper has changed since is ignored.
   */
  adoptServerLines(lines: readonly CartLine[]): boolean {
    if (cartFingerprint(lines) !== this.fingerprint) return false;
    this.cartItems = lines.map((line) => cloneJson(line));
    return true;
  }

  /**
   * Takes unit prices and stock from lines the server priced (e.g. the persisted cart) for
   * every line and multipack item with the same product or bundle id; quantities stay ours.
   */
  adoptServerPrices(lines: readonly CartLine[]): void {
    adoptPrices(this.cartItems, lines);
  }

  /**
   * Records the server's amounts for the cart as it is now: subtotal, shipping charge, tax,
   * total and the shipping SKU, with the ZIP code tax was computed for. The caller makes sure
   * the answer is about this very cart.
   */
  applyServerPricing(totals: CartTotals, zipcode: string | null = null): void {
    this.pricing = pricingOf(totals, this.fingerprint, zipcode);
    this.applyServerSubTotal(totals.subTotalCents);
  }

  /** Records the server's names of the lines in `lang` (shippingcharge's `lineLabels`). */
  applyLineLabels(labels: readonly LineLabel[], lang: Language): void {
    this.lineLabels = withLabels(this.lineLabels, labels, lang);
  }

  /** Whether some line still lacks the server's name for it in `lang`. */
  labelsMissing(lang: Language): boolean {
    return labelsMissing(this.cartItems, this.lineLabels, lang);
  }

  /** What a line is called in `lang`: see `lineTitle`. */
  titleOf(line: CartLine, lang: Language): string {
    return lineTitle(line, this.lineLabels, lang);
  }

  /** What a product of a multipack line is called in `lang`. */
  itemTitleOf(line: CartLine, item: Pick<MultipackItem, 'productId' | 'title'>, lang: Language) {
    return lineItemTitle(line, item, this.lineLabels, lang);
  }

  /** Records the subtotal, in cents, the server computed for the cart as it is now. */
  applyServerSubTotal(cents: number): void {
    this.serverSubTotal = { cents, forCart: this.fingerprint };
  }

  /** Product id → units in stock, from the inventory call; updates lines and the mix. */
  applyInventory(inventory: Readonly<Record<string, number>>): void {
    const update = <T extends { productId?: string | undefined; availableQty?: number }>(
      item: T,
    ) => {
      const available = item.productId === undefined ? undefined : inventory[item.productId];
      if (available !== undefined && item.availableQty !== available) {
        item.availableQty = available;
      }
    };
    for (const line of this.cartItems) {
      update(line);
      if (isMultipackLine(line)) line.multipackList.forEach(update);
    }
    this.multipackCartItems.forEach(update);
  }

  setCartMerge(value: boolean): void {
    this.cartMerge = value;
  }

  setReOrderMergeFlag(value: boolean): void {
    this.reOrderMergeFlag = value;
  }

  setMiniCartOpen(open: boolean): void {
    this.miniCartOpenState = open;
  }

  setDisableAutoCoupon(value: boolean): void {
    this.disableAutoCoupon = value;
  }

  /** The server's answer to a coupon; it is the only source of discount amounts. */
  setCouponData(coupon: CouponData | null): void {
    this.couponData = coupon;
  }

  /** Removes the coupon; an automatic one is not applied again. */
  removeCoupon(): void {
    this.couponData = null;
    this.disableAutoCoupon = true;
  }

  /** Adds one pack to the mix when it fits (30 packs at most, within stock). */
  addPackToMix(product: Omit<MultipackItem, 'quantity'>): boolean {
    const next = addPack(this.multipackCartItems, product);
    if (next === this.multipackCartItems) return false;
    this.multipackCartItems = next.map((item) => ({ ...item }));
    return true;
  }

  removePackFromMix(productId: string): void {
    this.multipackCartItems = removePack(this.multipackCartItems, productId).map((item) => ({
      ...item,
    }));
  }

  /** Replaces the mix, e.g. with a saved mix; quantities are kept as given. */
  setMix(items: readonly MultipackItem[]): void {
    this.multipackCartItems = items.map((item) => ({ ...item }));
  }

  clearMix(): void {
    this.multipackCartItems = [];
    this.editingMultipackId = null;
  }

  /** Loads a multipack of the cart into the builder to change it. */
  editMultipack(id: string): boolean {
    const line = this.findLine(id);
    if (!line || !isMultipackLine(line)) return false;
    this.multipackCartItems = line.multipackList.map((item) => ({ ...item }));
    this.editingMultipackId = id;
    return true;
  }

  /**
   * Puts the mix in the cart when it is full (exactly 30 available packs): as a new
   * multipack, or in place of the one being edited. Returns its cart id, or null when the
   * mix is not full.
   */
  addMixToCart(details: { title: string; mixPackId?: string }): string | null {
    if (!this.multipackCountFull) return null;
    const multipackList = this.multipackCartItems.map((item) => ({ ...item }));
    const editing = this.editingMultipackId ? this.findLine(this.editingMultipackId) : undefined;
    let id: string;
    if (editing && isMultipackLine(editing)) {
      editing.multipackList = multipackList;
      editing.title = details.title;
      if (details.mixPackId !== undefined) editing.mixPackId = details.mixPackId;
      id = editing.productId;
    } else {
      id = nextMultipackCartId(this.cartItems);
      this.cartItems.push({
        productId: id,
        title: details.title,
        quantity: 1,
        multipackList,
        ...(details.mixPackId !== undefined ? { mixPackId: details.mixPackId } : {}),
      });
    }
    this.multipackCartItems = [];
    this.editingMultipackId = null;
    this.afterChange();
    return id;
  }

  toSnapshot(): CartSnapshot {
    return {
      cartItems: this.cartItems,
      serverSubTotal: this.serverSubTotal,
      multipackCartItems: this.multipackCartItems,
      editingMultipackId: this.editingMultipackId,
      pricing: this.pricing,
      cartMerge: this.cartMerge,
      reOrderMergeFlag: this.reOrderMergeFlag,
      disableAutoCoupon: this.disableAutoCoupon,
      couponData: this.couponData,
    };
  }

  applySnapshot(snapshot: unknown): void {
    const stored = readCartSnapshot(asRecord(snapshot));
    this.reset();
    Object.assign(this, stored);
    // An edit in progress only survives with the multipack it edits.
    if (stored.editingMultipackId && !this.findLine(stored.editingMultipackId)) {
      this.editingMultipackId = null;
    }
  }

  reset(): void {
    this.cartItems = [];
    this.multipackCartItems = [];
    this.editingMultipackId = null;
    this.pricing = null;
    this.serverSubTotal = null;
    this.cartMerge = false;
    this.reOrderMergeFlag = false;
    this.miniCartOpenState = false;
    this.disableAutoCoupon = false;
    this.couponData = null;
    this.lineLabels = null;
  }

  /** The free-sample rule of SPEC section 4, and a coupon never outlives its cart. */
  private afterChange(): void {
    this.cartItems = emptyIfOnlyFreeSamples(this.cartItems);
    if (this.cartItems.length === 0) this.couponData = null;
  }
}
