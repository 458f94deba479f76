import { cartSubtotal, centsToDollars } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bundles,
  giftCards,
  persistedCarts,
  products,
  type StoredCartLine,
} from '../db/schema/index';
import type { CallerIdentity } from '../identity/caller';
import type { CartLineRequest } from '@snackshop/commerce-core/contract';
import { priceLines } from '../pricing/price-lines';

/** Who the persisted-cart calls name (SPEC section 7 items 1–2). */
export interface PersistedCartOwnerInput {
  email?: string | undefined;
  accountId?: string | undefined;
}

/** The session a customer's cart is kept under: never a handshake session's id. */
const accountSession = (customerId: string) => `account:${customerId}`;

/**
 * The caller's cart: the customer's when signed in, else the guest cart of the handshake
 * session (never a customer's, whatever session it was saved from).
 */
const ownerFilter = (caller: CallerIdentity) =>
  caller.customerId
    ? eq(persistedCarts.customerId, caller.customerId)
    : and(eq(persistedCarts.sessionId, caller.sessionId), isNull(persistedCarts.customerId));

/** How often a process sweeps expired guest carts, at most: on a save, as the OIDC rows are. */
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

/** Deletes the guest carts whose handshake session has expired (nobody can reach them). */
export async function sweepExpiredGuestCarts(db: Database, now: Date): Promise<void> {
  await db
    .delete(persistedCarts)
    .where(and(isNull(persistedCarts.customerId), lt(persistedCarts.expiresAt, now)));
}

function sweepNowAndThen(db: Database, now: Date) {
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now.getTime();
  sweepExpiredGuestCarts(db, now).catch((error: unknown) =>
    console.warn('cart: sweeping expired guest carts failed', error),
  );
}

const toStored = (line: CartLineRequest): StoredCartLine => {
  if (line.kind === 'product') return { productId: line.productId, quantity: line.quantity };
  if (line.kind === 'bundle') return { bundleId: line.bundleId, quantity: line.quantity };
  if (line.kind === 'gift-card') {
    return {
      giftCardId: line.giftCardId,
      amountCents: line.amountCents,
      ...(line.recipient ? { recipient: line.recipient } : {}),
      quantity: line.quantity,
    };
  }
  return {
    multipackId: line.multipackId,
    ...(line.mixPackId ? { mixPackId: line.mixPackId } : {}),
    multipackList: line.items,
    quantity: line.quantity,
  };
};

const fromStored = (line: StoredCartLine): CartLineRequest => {
  if (line.multipackList && line.multipackId) {
    return {
      kind: 'multipack',
      multipackId: line.multipackId,
      ...(line.mixPackId ? { mixPackId: line.mixPackId } : {}),
      items: line.multipackList,
      quantity: line.quantity,
    };
  }
  if (line.bundleId !== undefined) {
    return { kind: 'bundle', bundleId: line.bundleId, quantity: line.quantity };
  }
  if (line.giftCardId !== undefined) {
    return {
      kind: 'gift-card',
      giftCardId: line.giftCardId,
      amountCents: line.amountCents ?? 0,
      ...(line.recipient ? { recipient: line.recipient } : {}),
      quantity: line.quantity,
    };
  }
  return { kind: 'product', productId: line.productId ?? 0, quantity: line.quantity };
};

/**
 * Stored lines whose products, bundles and gift cards still exist: a line whose product was
 * removed from the catalogue since it was saved is dropped rather than failing the whole
 * cart, and so is a gift card whose amount is no longer offered.
 */
async function stillInCatalogue(db: Database, lines: CartLineRequest[]) {
  const productIds = lines.flatMap((line) =>
    line.kind === 'product'
      ? [line.productId]
      : line.kind === 'multipack'
        ? line.items.map((i) => i.productId)
        : [],
  );
  const bundleIds = lines.flatMap((line) => (line.kind === 'bundle' ? [line.bundleId] : []));
  const giftCardIds = lines.flatMap((line) => (line.kind === 'gift-card' ? [line.giftCardId] : []));
  const [knownProducts, knownBundles, knownGiftCards] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.id, [...new Set(productIds)]))
      : [],
    bundleIds.length
      ? db
          .select({ id: bundles.id })
          .from(bundles)
          .where(inArray(bundles.id, [...new Set(bundleIds)]))
      : [],
    giftCardIds.length
      ? db
          .select({ id: giftCards.id, amountsCents: giftCards.amountsCents })
          .from(giftCards)
          .where(inArray(giftCards.id, [...new Set(giftCardIds)]))
      : [],
  ]);
  const giftCardAmounts = new Map(knownGiftCards.map((row) => [row.id, row.amountsCents]));
  const productSet = new Set(knownProducts.map((row) => row.id));
  const bundleSet = new Set(knownBundles.map((row) => row.id));
  return lines.filter((line) => {
    if (line.kind === 'product') return productSet.has(line.productId);
    if (line.kind === 'bundle') return bundleSet.has(line.bundleId);
    if (line.kind === 'gift-card') {
      return giftCardAmounts.get(line.giftCardId)?.includes(line.amountCents) ?? false;
    }
    return line.items.every((item) => productSet.has(item.productId));
  });
}

/**
 * The caller's persisted cart, priced again with today's prices and stock; an empty cart
 * with a null id when none was saved.
 */
export async function readPersistedCart(db: Database, caller: CallerIdentity, lang: Language) {
  const [row] = await db.select().from(persistedCarts).where(ownerFilter(caller));
  if (!row) {
    return { persistCartId: null, persistCartData: [], cartamount: 0, cartAmountCents: 0 };
  }
  const lines = await stillInCatalogue(db, row.lines.map(fromStored));
  const priced = await priceLines(db, lines, 'persistCartData', lang);
  const cartAmountCents = cartSubtotal(priced.map((line) => line.cartLine));
  return {
    persistCartId: row.id,
    persistCartData: priced.map((line) => ({ ...line.cartLine, available: line.available })),
    cartamount: centsToDollars(cartAmountCents),
    cartAmountCents,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the caller's cart (one per owner). Only ids and quantities are kept; `cartamount`
 * is the server's own total of the lines, whatever the client sent. A guest's cart lasts as
 * long as its handshake session (`sessionExpiresAt`); a customer's save takes the place of the
 * guest cart of the same session, which the browser joined into it on signing in.
 */
export async function savePersistedCart(
  db: Database,
  caller: CallerIdentity,
  input: PersistedCartOwnerInput & { lines: CartLineRequest[]; sessionExpiresAt: Date },
  now: Date,
) {
  const priced = await priceLines(db, input.lines, 'persistCartData');
  const cartAmountCents = cartSubtotal(priced.map((line) => line.cartLine));
  const values = {
    customerId: caller.customerId,
    sessionId: caller.customerId ? accountSession(caller.customerId) : caller.sessionId,
    email: input.email || null,
    accountId: input.accountId || null,
    lines: input.lines.map(toStored),
    cartAmountCents,
    updatedAt: now,
    expiresAt: caller.customerId ? null : input.sessionExpiresAt,
  };
  sweepNowAndThen(db, now);
  if (caller.customerId) {
    await db
      .delete(persistedCarts)
      .where(
        and(eq(persistedCarts.sessionId, caller.sessionId), isNull(persistedCarts.customerId)),
      );
  }
  const [existing] = await db
    .select({ id: persistedCarts.id })
    .from(persistedCarts)
    .where(ownerFilter(caller));
  let id: string;
  if (existing) {
    await db.update(persistedCarts).set(values).where(eq(persistedCarts.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await db
      .insert(persistedCarts)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: persistedCarts.sessionId, set: values })
      .returning({ id: persistedCarts.id });
    if (!row) throw new Error('Persisted cart insert returned nothing');
    id = row.id;
  }
  return { persistCartId: id, cartamount: centsToDollars(cartAmountCents), cartAmountCents };
}
