import { data, redirect } from 'react-router';
import {
  cartCount,
  MAX_GIFT_CARD_QUANTITY,
  type CartLine,
  type GiftCardRecipient,
  type MultipackItem,
} from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import { CartStore, type GiftCardChoice } from '@snackshop/commerce-hooks';
import { cartPath, tileQuantityField } from '../site/cartPath';
import { apiDataOr, apiFailurePage, callApi } from './api.server';
import { asShopper } from './asShopper.server';
import { cacheHeader, personalHeaders } from './cache.server';
import { shopperCartLines } from './shopperCart.server';
import { holdHandshake } from './shopperHandshake.server';
import { currentSite } from './site.server';

/*
 * A cart form posted without scripts (issue 37, decision 0052): the change it asks for, read
 * and checked field by field (a 400 naming the field, never a 500), and the change made to the
 * browser's cart on the server by the cart store's own rules. `/cart`'s action takes the cart
 * page's forms, the product page's and the tiles' Add to cart and a bundle's; the gift-card
 * and mix-builder pages take their own forms (their refusals are shown at their fields) and
 * save them here. No price is ever taken from a form: the API prices every line it keeps.
 */

/** The fields of an e-gift card's recipient, as typed (the gift-card page checks them). */
export type RecipientFields = Record<keyof GiftCardRecipient, string>;

/** What a cart form asks. */
export type CartChange =
  | { intent: 'add'; productId: string; quantity: number }
  | { intent: 'add-bundle'; bundleId: string; quantity: number }
  | {
      intent: 'add-gift-card';
      giftCardId: string;
      /** The face value chosen, in cents; null when none was. */
      amountCents: number | null;
      quantity: number;
      recipient: RecipientFields;
    }
  | { intent: 'add-mix'; packs: { productId: string; quantity: number }[] }
  | { intent: 'quantity'; id: string; quantity: number }
  | { intent: 'remove'; id: string }
  | { intent: 'coupon'; couponName: string }
  | { intent: 'coupon-remove' };

/** A change of the cart's lines, as the cart store makes it. */
export type LineChange =
  | Extract<CartChange, { intent: 'add' | 'add-bundle' | 'quantity' | 'remove' }>
  | { intent: 'add-gift-card'; card: GiftCardChoice }
  /**
   * A full mix of 30 packs (the mix-builder page checks it), its items as the catalogue's; a
   * saved mix's line names it (`mixPackId`), as the builder's and Saved Mixes' lines do.
   */
  | { intent: 'add-mix'; items: MultipackItem[]; title: string; mixPackId?: string };

const ID = /^\d{1,9}$/;
const LINE_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A mix's field: the packs of one flavour, `pack-<product id>`. */
const PACK_FIELD = /^pack-(\d{1,9})$/;
/** The longest text a recipient's field is read with (the schema's limits are shorter). */
const FIELD_LENGTH = 2_000;

/** A form field refused: 400 naming the field, nothing changed (thrown). */
export function refused(field: string, message: string): never {
  throw data({ message, field }, { status: 400, headers: cacheHeader('none') });
}

/** A whole quantity in `field` from `lowest` (0 where it removes) to `highest`, or a 400. */
function quantityOf(form: FormData, lowest: number, highest = 99, field = 'quantity'): number {
  const text = String(form.get(field) ?? '').trim();
  const quantity = Number(text);
  if (!/^\d{1,2}$/.test(text) || quantity < lowest || quantity > highest) {
    refused(field, `${field} must be a whole number from ${lowest} to ${highest}.`);
  }
  return quantity;
}

/** The id in `field`, digits only, or a 400 naming it. */
function idOf(form: FormData, field: string, what: string): string {
  const id = String(form.get(field) ?? '');
  if (!ID.test(id)) refused(field, `${field} must be ${what}.`);
  return id;
}

/** An e-gift card's recipient as typed, or a 400 naming a field that is not text. */
function recipientOf(form: FormData): RecipientFields {
  const text = (field: keyof RecipientFields) => {
    const value = form.get(field) ?? '';
    if (typeof value !== 'string' || value.length > FIELD_LENGTH) {
      refused(field, `${field} must be text of at most ${FIELD_LENGTH} characters.`);
    }
    return value;
  };
  return {
    recipientEmail: text('recipientEmail'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    giftMessage: text('giftMessage'),
  };
}

/** A gift card's order as posted: the card, the face value (empty: none chosen), how many. */
function giftCardChangeOf(form: FormData): Extract<CartChange, { intent: 'add-gift-card' }> {
  const giftCardId = idOf(form, 'giftCardId', 'a gift card id');
  const amount = String(form.get('amountCents') ?? '');
  if (amount !== '' && !/^\d{1,7}$/.test(amount)) {
    refused('amountCents', 'amountCents must be an amount in cents.');
  }
  return {
    intent: 'add-gift-card',
    giftCardId,
    amountCents: amount === '' ? null : Number(amount),
    quantity: quantityOf(form, 1, MAX_GIFT_CARD_QUANTITY),
    recipient: recipientOf(form),
  };
}

/** A mix as posted: the packs of each flavour (`pack-<id>`; empty is none), at least one. */
function mixChangeOf(form: FormData): Extract<CartChange, { intent: 'add-mix' }> {
  const packs: { productId: string; quantity: number }[] = [];
  for (const [field, value] of form.entries()) {
    const productId = PACK_FIELD.exec(field)?.[1];
    if (!productId) continue;
    const text = typeof value === 'string' ? value.trim() : '-';
    if (!/^\d{0,2}$/.test(text)) refused(field, `${field} must be a whole number of packs.`);
    if (Number(text) > 0) packs.push({ productId, quantity: Number(text) });
  }
  return { intent: 'add-mix', packs };
}

const INTENTS =
  'add, add-bundle, add-gift-card, add-mix, quantity, remove, coupon or coupon-remove';

/** The change a cart form asks for, or a 400 naming the field that is wrong. */
export function cartChangeOf(form: FormData): CartChange {
  const intent = form.get('intent');
  switch (intent) {
    case 'add': {
      const productId = idOf(form, 'productId', 'a product id');
      return { intent, productId, quantity: addedQuantity(form, productId) };
    }
    case 'add-bundle': {
      const bundleId = idOf(form, 'bundleId', 'a bundle id');
      return { intent, bundleId, quantity: addedQuantity(form, bundleId) };
    }
    case 'add-gift-card':
      return giftCardChangeOf(form);
    case 'add-mix':
      return mixChangeOf(form);
    case 'coupon': {
      const couponName = String(form.get('couponName') ?? '').trim();
      if (couponName.length > 64)
        refused('couponName', 'couponName must be at most 64 characters.');
      return { intent, couponName };
    }
    case 'coupon-remove':
      return { intent };
    case 'quantity':
    case 'remove': {
      const id = String(form.get('id') ?? '');
      if (!LINE_ID.test(id)) refused('id', 'id must name a line of the cart.');
      return intent === 'remove' ? { intent, id } : { intent, id, quantity: quantityOf(form, 0) };
    }
    default:
      return refused('intent', `intent must be ${INTENTS}.`);
  }
}

/**
 * How many of `id` an Add to cart asks for: the tile's own field when it sent one (a grid's
 * tiles share one form, `tileQuantityField`), else the form's `quantity`.
 */
function addedQuantity(form: FormData, id: string): number {
  const field = tileQuantityField(id);
  return quantityOf(form, 1, 99, form.has(field) ? field : 'quantity');
}

/** The intents of a form that `page` takes, or a 400 naming the intent for any other. */
export function requireIntent<I extends CartChange['intent']>(
  change: CartChange,
  intents: readonly I[],
): Extract<CartChange, { intent: I }> {
  if (!(intents as readonly string[]).includes(change.intent)) {
    refused('intent', `intent must be ${intents.join(', ')} here.`);
  }
  return change as Extract<CartChange, { intent: I }>;
}

/**
 * Applies a change of lines to `lines` with the cart store's rules; the lines after it. A
 * product of `freeSamples` is added as the free sample it is (one unit, in place of another).
 */
export function changedLines(
  lines: readonly CartLine[],
  change: LineChange,
  freeSamples: ReadonlySet<string> = new Set(),
): CartLine[] {
  const cart = new CartStore();
  cart.adoptPersistedCart(lines);
  switch (change.intent) {
    case 'add': {
      const sample = freeSamples.has(change.productId);
      cart.addItem({
        productId: change.productId,
        title: '',
        price: 0,
        quantity: sample ? 1 : change.quantity,
        ...(sample ? { isFreeSample: true } : {}),
      });
      break;
    }
    case 'add-bundle':
      cart.addItem({ bundleId: change.bundleId, title: '', price: 0, quantity: change.quantity });
      break;
    case 'add-gift-card':
      cart.addGiftCard(change.card);
      break;
    case 'add-mix':
      cart.setMix(change.items);
      if (!cart.addMixToCart({ title: change.title, mixPackId: change.mixPackId })) {
        throw new Error('The mix is not full.');
      }
      break;
    case 'quantity':
      cart.updateQuantity(change.id, change.quantity);
      break;
    default:
      cart.removeItem(change.id);
  }
  return cart.cartItems.map((line) => ({ ...line }));
}

/** The products that are free samples (the catalogue's list, kept as the API allows). */
async function freeSampleIds(language: Language): Promise<Set<string>> {
  const samples = await apiDataOr('freeSampleList', { query: { lang: language } }, []);
  return new Set(samples.map((sample) => String(sample.productId)));
}

/**
 * The browser's shopper for a cart form (one is made for a browser without a handshake),
 * its lines and the cookies to set; a 502 when the API fails.
 */
export async function formShopper(request: Request, language: Language) {
  const shopper = await asShopper(request, { create: true });
  const lines = shopper ? await shopperCartLines(shopper, language) : null;
  if (!shopper || !lines) throw apiFailurePage(language);
  return { shopper, lines, cookies: shopper.setCookie ? [shopper.setCookie] : [] };
}

/**
 * Makes `change` to the browser's cart on the server and answers with the cart page (303) in
 * `language`. The shopper cookie keeps the cart's new count for the header of the pages
 * rendered without scripts. An API that fails is a 502 page: the cart stays as it was.
 */
export async function saveLineChange(
  request: Request,
  change: LineChange,
  language: Language,
): Promise<Response> {
  const { shopper, lines, cookies } = await formShopper(request, language);
  const samples = change.intent === 'add' ? await freeSampleIds(language) : undefined;
  const persistCartData = changedLines(lines, change, samples);
  const saved = await callApi('saveCartWebData', {
    headers: shopper.headers,
    body: { persistCartData },
  });
  if (!saved.ok || !saved.success) throw apiFailurePage(language);
  cookies.push(
    await holdHandshake(
      shopper.handshake,
      currentSite(),
      shopper.couponName,
      cartCount(persistCartData),
    ),
  );
  return redirect(cartPath(language), { status: 303, headers: personalHeaders(cookies) });
}
