import {
  formatPrice,
  isMultipackFull,
  lineTotal,
  multipackPackPrice,
  unavailableMultipackItems,
  type CartLine,
  type GiftCardKind,
  type GiftCardRecipient,
} from '@snackshop/commerce-core/cart';
import { MULTIPACK_SIZE, formatMessage, type Language } from '@snackshop/commerce-core/catalogue';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bundleItems, bundles, categories, giftCards, products } from '../../db/schema/index';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../http/errors';
import type { CartLineRequest } from '@snackshop/commerce-core/contract';

/** What the server knows about a product when it prices a line. */
export interface ProductFacts {
  id: number;
  sku: string;
  title: string;
  titleEs: string;
  kind: string;
  priceCents: number;
  stockQty: number;
  isActive: boolean;
  multipackEligible: boolean;
  /** The tax class of the product's category (tax_categories.code). */
  taxCategory: string;
}

/** A share of a line's amount that is taxed by one tax class. */
export interface TaxablePart {
  taxCategory: string;
  amountCents: number;
}

interface PricedLineBase {
  quantity: number;
  title: string;
  /** The line total in cents, by the cart math of commerce-core. */
  lineTotalCents: number;
  /** Whether the shop can supply the whole line now. */
  available: boolean;
  /** The line total split by tax class (a bundle or a multipack mixes classes). */
  taxParts: TaxablePart[];
  /** The line in commerce-core's cart-line shape, priced by the server (cents). */
  cartLine: CartLine;
}

export interface PricedProductLine extends PricedLineBase {
  kind: 'product';
  productId: number;
  priceCents: number;
  availableQty: number;
}

export interface PricedBundleLine extends PricedLineBase {
  kind: 'bundle';
  bundleId: number;
  priceCents: number;
  availableQty: number;
  products: { productId: number; title: string; quantity: number }[];
}

export interface PricedMultipackItem {
  productId: number;
  title: string;
  priceCents: number;
  quantity: number;
  /** Units in stock (0 when the product is withdrawn). */
  availableQty: number;
  available: boolean;
}

export interface PricedMultipackLine extends PricedLineBase {
  kind: 'multipack';
  multipackId: string;
  mixPackId?: string;
  /** The price of one pack of the mix: each item's price times its quantity. */
  packPriceCents: number;
  items: PricedMultipackItem[];
  /** True when all 30 packs are available (SPEC section 4). */
  isFull: boolean;
}

/**
 * A gift card at one of its face values. It is money, not merchandise: no tax parts (it is
 * taxed when spent), no share of a coupon, and an e-gift card ships nothing.
 */
export interface PricedGiftCardLine extends PricedLineBase {
  kind: 'gift-card';
  giftCardId: number;
  giftCardKind: GiftCardKind;
  /** The face value, which is also the price of one card. */
  priceCents: number;
  recipient?: GiftCardRecipient;
}

/** A cart line priced from the server's own catalogue. */
export type PricedLine =
  PricedProductLine | PricedBundleLine | PricedMultipackLine | PricedGiftCardLine;

/** Loads the pricing facts of the given products, keyed by id. */
export async function loadProductFacts(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      titleEs: products.titleEs,
      kind: products.kind,
      priceCents: products.priceCents,
      stockQty: products.stockQty,
      isActive: products.isActive,
      multipackEligible: products.multipackEligible,
      taxCategory: categories.taxCategory,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Units of a product the shop can sell now. */
export const availableUnits = (product: ProductFacts): number =>
  product.isActive ? Math.max(0, product.stockQty) : 0;

const titleIn = (row: { title: string; titleEs: string }, lang: Language) =>
  lang === 'es-us' ? row.titleEs : row.title;

/** Splits `total` over `weights` in proportion, in whole cents that add up exactly. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

function mergeParts(parts: TaxablePart[]): TaxablePart[] {
  const byCategory = new Map<string, number>();
  for (const part of parts) {
    byCategory.set(part.taxCategory, (byCategory.get(part.taxCategory) ?? 0) + part.amountCents);
  }
  return [...byCategory].map(([taxCategory, amountCents]) => ({ taxCategory, amountCents }));
}

/**
 * Prices cart lines from the catalogue: the server's prices, stock and tax classes; the
 * client's amounts are never read. Unknown ids are a 404 and products that cannot go into a
 * multipack a 422, each naming the field under `field` (e.g. `cartItems.2.productId`).
 */
export async function priceLines(
  db: Database,
  lines: readonly CartLineRequest[],
  field: string,
  lang: Language = 'en-us',
): Promise<PricedLine[]> {
  const productIds = lines.flatMap((line) =>
    line.kind === 'product'
      ? [line.productId]
      : line.kind === 'multipack'
        ? line.items.map((item) => item.productId)
        : [],
  );
  const bundleIds = lines.flatMap((line) => (line.kind === 'bundle' ? [line.bundleId] : []));
  const giftCardIds = lines.flatMap((line) => (line.kind === 'gift-card' ? [line.giftCardId] : []));
  const [facts, bundleFacts, cardFacts] = await Promise.all([
    loadProductFacts(db, productIds),
    loadBundles(db, bundleIds),
    loadGiftCards(db, giftCardIds),
  ]);

  const product = (id: number, path: string): ProductFacts => {
    const found = facts.get(id);
    if (!found) throw new NotFoundError(`Product ${id} does not exist.`, path);
    return found;
  };

  return lines.map((line, index): PricedLine => {
    const at = `${field}.${index}`;
    if (line.kind === 'gift-card') return priceGiftCard(cardFacts, line, at, lang);
    if (line.kind === 'product') {
      const p = product(line.productId, `${at}.productId`);
      const cartLine: CartLine = {
        productId: String(p.id),
        price: p.priceCents,
        quantity: line.quantity,
        title: titleIn(p, lang),
        availableQty: availableUnits(p),
      };
      const total = lineTotal(cartLine);
      return {
        kind: 'product',
        productId: p.id,
        title: cartLine.title,
        quantity: line.quantity,
        priceCents: p.priceCents,
        availableQty: availableUnits(p),
        available: availableUnits(p) >= line.quantity,
        lineTotalCents: total,
        taxParts: [{ taxCategory: p.taxCategory, amountCents: total }],
        cartLine,
      };
    }
    if (line.kind === 'bundle') {
      const bundle = bundleFacts.get(line.bundleId);
      if (!bundle) {
        throw new NotFoundError(`Bundle ${line.bundleId} does not exist.`, `${at}.bundleId`);
      }
      const cartLine: CartLine = {
        bundleId: String(bundle.id),
        price: bundle.priceCents,
        quantity: line.quantity,
        title: titleIn(bundle, lang),
        availableQty: bundle.availableQty,
      };
      const total = lineTotal(cartLine);
      const shares = allocate(
        total,
        bundle.items.map((item) => item.priceCents * item.quantity),
      );
      return {
        kind: 'bundle',
        bundleId: bundle.id,
        title: cartLine.title,
        quantity: line.quantity,
        priceCents: bundle.priceCents,
        availableQty: bundle.availableQty,
        available: bundle.availableQty >= line.quantity,
        lineTotalCents: total,
        taxParts: mergeParts(
          bundle.items.map((item, i) => ({
            taxCategory: item.taxCategory,
            amountCents: shares[i] ?? 0,
          })),
        ),
        products: bundle.items.map((item) => ({
          productId: item.productId,
          title: titleIn(item, lang),
          quantity: item.quantity,
        })),
        cartLine,
      };
    }
    const items = line.items.map((item, i) => {
      const path = `${at}.multipackList.${i}.productId`;
      const p = product(item.productId, path);
      if (!p.multipackEligible) {
        const message = `Product ${p.id} cannot go into a multipack: only single-serve packs can.`;
        throw new BusinessRuleError('MULTIPACK_INELIGIBLE', message, [{ field: path, message }]);
      }
      return { facts: p, quantity: item.quantity };
    });
    // Per pack of the mix, so several packs of the same mix share the stock.
    const multipackList = items.map(({ facts: p, quantity }) => ({
      productId: String(p.id),
      title: titleIn(p, lang),
      price: p.priceCents,
      quantity,
      availableQty: Math.floor(availableUnits(p) / line.quantity),
    }));
    const cartLine: CartLine = {
      productId: line.multipackId,
      multipackList,
      quantity: line.quantity,
      title:
        lang === 'es-us' ? `Multipack de ${MULTIPACK_SIZE}` : `${MULTIPACK_SIZE}-pack multipack`,
      ...(line.mixPackId ? { mixPackId: line.mixPackId } : {}),
    };
    const unavailable = new Set(unavailableMultipackItems(multipackList).map((i) => i.productId));
    const total = lineTotal(cartLine);
    const shares = allocate(
      total,
      items.map(({ facts: p, quantity }) => p.priceCents * quantity),
    );
    return {
      kind: 'multipack',
      multipackId: line.multipackId,
      ...(line.mixPackId ? { mixPackId: line.mixPackId } : {}),
      title: cartLine.title,
      quantity: line.quantity,
      packPriceCents: multipackPackPrice(multipackList),
      items: items.map(({ facts: p, quantity }) => ({
        productId: p.id,
        title: titleIn(p, lang),
        priceCents: p.priceCents,
        quantity,
        availableQty: availableUnits(p),
        available: !unavailable.has(String(p.id)),
      })),
      isFull: isMultipackFull(multipackList),
      available: unavailable.size === 0,
      lineTotalCents: total,
      taxParts: mergeParts(
        items.map(({ facts: p }, i) => ({
          taxCategory: p.taxCategory,
          amountCents: shares[i] ?? 0,
        })),
      ),
      cartLine,
    };
  });
}

type GiftCardFacts = typeof giftCards.$inferSelect;

async function loadGiftCards(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, GiftCardFacts>();
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

const giftCardTexts = {
  amountNotOffered: (amounts: string): Record<Language, string> => ({
    'en-us': `This gift card comes in ${amounts}.`,
    'es-us': `Esta tarjeta de regalo está disponible por ${amounts}.`,
  }),
  noRecipient: {
    'en-us': 'A physical gift card is mailed with the order and takes no recipient.',
    'es-us': 'La tarjeta de regalo física se envía con el pedido y no lleva destinatario.',
  } satisfies Record<Language, string>,
};

/**
 * Prices a gift-card line at the face value the catalogue offers it in: an amount the card
 * does not come in is a 422 naming `amountCents`, an e-gift card without a recipient a 400
 * naming `recipient.recipientEmail` (SPEC section 5: recipient email required), and a
 * physical card with one a 400 naming `recipient`.
 */
function priceGiftCard(
  cards: ReadonlyMap<number, GiftCardFacts>,
  line: Extract<CartLineRequest, { kind: 'gift-card' }>,
  at: string,
  lang: Language,
): PricedGiftCardLine {
  const card = cards.get(line.giftCardId);
  if (!card) {
    throw new NotFoundError(`Gift card ${line.giftCardId} does not exist.`, `${at}.giftCardId`);
  }
  if (!card.amountsCents.includes(line.amountCents)) {
    const amounts = card.amountsCents.map((cents) => formatPrice(cents, lang)).join(', ');
    const message = giftCardTexts.amountNotOffered(amounts)[lang];
    throw new BusinessRuleError('GIFT_CARD_AMOUNT', message, [
      { field: `${at}.amountCents`, message },
    ]);
  }
  if (card.kind === 'e-gift' && !line.recipient) {
    const message = formatMessage('recipientEmailRequired', lang);
    throw new ValidationError([{ field: `${at}.recipient.recipientEmail`, message }], message);
  }
  if (card.kind === 'physical' && line.recipient) {
    const message = giftCardTexts.noRecipient[lang];
    throw new ValidationError([{ field: `${at}.recipient`, message }], message);
  }
  const title = `${titleIn(card, lang)} ${formatPrice(line.amountCents, lang)}`;
  const cartLine: CartLine = {
    giftCardId: String(card.id),
    giftCardKind: card.kind,
    amountCents: line.amountCents,
    price: line.amountCents,
    quantity: line.quantity,
    title,
    ...(line.recipient ? { recipient: line.recipient } : {}),
  };
  return {
    kind: 'gift-card',
    giftCardId: card.id,
    giftCardKind: card.kind,
    title,
    quantity: line.quantity,
    priceCents: line.amountCents,
    ...(line.recipient ? { recipient: line.recipient } : {}),
    available: card.isActive,
    lineTotalCents: lineTotal(cartLine),
    taxParts: [],
    cartLine,
  };
}

interface BundleFacts {
  id: number;
  title: string;
  titleEs: string;
  priceCents: number;
  /** Whole bundles the stock of every item allows. */
  availableQty: number;
  items: {
    productId: number;
    title: string;
    titleEs: string;
    quantity: number;
    priceCents: number;
    taxCategory: string;
  }[];
}

async function loadBundles(db: Database, ids: readonly number[]) {
  const result = new Map<number, BundleFacts>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: bundles.id,
      title: bundles.title,
      titleEs: bundles.titleEs,
      priceCents: bundles.priceCents,
      isActive: bundles.isActive,
      productId: bundleItems.productId,
      quantity: bundleItems.quantity,
      productTitle: products.title,
      productTitleEs: products.titleEs,
      productPriceCents: products.priceCents,
      stockQty: products.stockQty,
      productActive: products.isActive,
      taxCategory: categories.taxCategory,
    })
    .from(bundles)
    .innerJoin(bundleItems, eq(bundleItems.bundleId, bundles.id))
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(bundles.id, [...new Set(ids)]));
  for (const row of rows) {
    const bundle = result.get(row.id) ?? {
      id: row.id,
      title: row.title,
      titleEs: row.titleEs,
      priceCents: row.priceCents,
      availableQty: row.isActive ? Number.MAX_SAFE_INTEGER : 0,
      items: [],
    };
    const stock = row.productActive ? Math.max(0, row.stockQty) : 0;
    bundle.availableQty = Math.min(bundle.availableQty, Math.floor(stock / row.quantity));
    bundle.items.push({
      productId: row.productId,
      title: row.productTitle,
      titleEs: row.productTitleEs,
      quantity: row.quantity,
      priceCents: row.productPriceCents,
      taxCategory: row.taxCategory,
    });
    result.set(row.id, bundle);
  }
  return result;
}
