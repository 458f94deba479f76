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
import { MULTIPACK_SIZE } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import type { CartLineRequest } from '@snackshop/commerce-core/contract';
import type { Database } from '../db/client';
import { BusinessRuleError, NotFoundError, ValidationError } from '../http/errors';
import { allocate, mergeParts, type TaxablePart } from './allocate';
import {
  availableUnits,
  loadBundles,
  loadGiftCards,
  loadMixNames,
  loadProductFacts,
  titleIn,
  type BundleFacts,
  type GiftCardFacts,
  type ProductFacts,
} from './catalogue-facts';

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

interface PricedProductLine extends PricedLineBase {
  kind: 'product';
  productId: number;
  priceCents: number;
  availableQty: number;
}

interface PricedBundleLine extends PricedLineBase {
  kind: 'bundle';
  bundleId: number;
  priceCents: number;
  availableQty: number;
  products: { productId: number; title: string; quantity: number }[];
}

interface PricedMultipackItem {
  productId: number;
  title: string;
  priceCents: number;
  quantity: number;
  /** Units in stock (0 when the product is withdrawn). */
  availableQty: number;
  available: boolean;
}

interface PricedMultipackLine extends PricedLineBase {
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
interface PricedGiftCardLine extends PricedLineBase {
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

/** What the catalogue says about the ids a cart names, loaded once per pricing. */
interface LineFacts {
  products: ReadonlyMap<number, ProductFacts>;
  bundles: ReadonlyMap<number, BundleFacts>;
  giftCards: ReadonlyMap<number, GiftCardFacts>;
  /** Saved mix id → the name its customer gave it. */
  mixNames: ReadonlyMap<string, string>;
}

type LineOf<K extends CartLineRequest['kind']> = Extract<CartLineRequest, { kind: K }>;

/** Loads the facts of every product, bundle and gift card the lines name, in three queries. */
async function loadLineFacts(
  db: Database,
  lines: readonly CartLineRequest[],
  location: string | null,
): Promise<LineFacts> {
  const productIds = lines.flatMap((line) =>
    line.kind === 'product'
      ? [line.productId]
      : line.kind === 'multipack'
        ? line.items.map((item) => item.productId)
        : [],
  );
  const bundleIds = lines.flatMap((line) => (line.kind === 'bundle' ? [line.bundleId] : []));
  const giftCardIds = lines.flatMap((line) => (line.kind === 'gift-card' ? [line.giftCardId] : []));
  const mixPackIds = lines.flatMap((line) =>
    line.kind === 'multipack' && line.mixPackId ? [line.mixPackId] : [],
  );
  const [productFacts, bundleFacts, cardFacts, mixNames] = await Promise.all([
    loadProductFacts(db, productIds, location),
    loadBundles(db, bundleIds, location),
    loadGiftCards(db, giftCardIds),
    loadMixNames(db, mixPackIds),
  ]);
  return { products: productFacts, bundles: bundleFacts, giftCards: cardFacts, mixNames };
}

/** The facts of a product a line names, or a 404 naming the field at `path`. */
function productAt(facts: LineFacts, id: number, path: string): ProductFacts {
  const found = facts.products.get(id);
  if (!found) throw new NotFoundError(`Product ${id} does not exist.`, path);
  return found;
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
  /** The shopper's fulfilment location, whose stock the lines are available from. */
  location: string | null = null,
): Promise<PricedLine[]> {
  const facts = await loadLineFacts(db, lines, location);
  const priced = lines.map((line, index): PricedLine => {
    const at = `${field}.${index}`;
    switch (line.kind) {
      case 'product':
        return priceProductLine(facts, line, at, lang);
      case 'bundle':
        return priceBundleLine(facts, line, at, lang);
      case 'multipack':
        return priceMultipackLine(facts, line, at, lang);
      case 'gift-card':
        return priceGiftCardLine(facts, line, at, lang);
    }
  });
  checkFreeSamples(priced, field, lang);
  return priced;
}

/** A single product at its catalogue price, taxed by its category's class. */
function priceProductLine(
  facts: LineFacts,
  line: LineOf<'product'>,
  at: string,
  lang: Language,
): PricedProductLine {
  const p = productAt(facts, line.productId, `${at}.productId`);
  // The catalogue alone says what is a free sample, and a free sample costs nothing.
  const priceCents = p.freeSample ? 0 : p.priceCents;
  const cartLine: CartLine = {
    productId: String(p.id),
    price: priceCents,
    quantity: line.quantity,
    title: titleIn(p, lang),
    availableQty: availableUnits(p),
    ...(p.freeSample ? { isFreeSample: true } : {}),
  };
  const total = lineTotal(cartLine);
  return {
    kind: 'product',
    productId: p.id,
    title: cartLine.title,
    quantity: line.quantity,
    priceCents,
    availableQty: availableUnits(p),
    available: availableUnits(p) >= line.quantity,
    lineTotalCents: total,
    taxParts: [{ taxCategory: p.taxCategory, amountCents: total }],
    cartLine,
  };
}

/**
 * The free-sample rules of decision 0038: a free sample is one unit (a 422 naming the line's
 * `quantity`), and a cart holds one free sample (a 422 naming the second one's `productId`).
 */
function checkFreeSamples(lines: readonly PricedLine[], field: string, lang: Language): void {
  let samples = 0;
  lines.forEach((line, index) => {
    if (line.kind !== 'product' || line.cartLine.isFreeSample !== true) return;
    if (line.quantity > 1) {
      const message = formatMessage('freeSampleQuantity', lang);
      throw new BusinessRuleError('FREE_SAMPLE_QUANTITY', message, [
        { field: `${field}.${index}.quantity`, message },
      ]);
    }
    samples += 1;
    if (samples > 1) {
      const message = formatMessage('freeSampleOnePerCart', lang);
      throw new BusinessRuleError('FREE_SAMPLE_LIMIT', message, [
        { field: `${field}.${index}.productId`, message },
      ]);
    }
  });
}

/**
 * A bundle at its own price; the price is shared over its products in proportion to their
 * prices, so each product's tax class taxes its share.
 */
function priceBundleLine(
  facts: LineFacts,
  line: LineOf<'bundle'>,
  at: string,
  lang: Language,
): PricedBundleLine {
  const bundle = facts.bundles.get(line.bundleId);
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

/** What a build-your-own multipack that is not a saved mix is called. */
export function multipackTitle(lang: Language): string {
  return formatMessage('multipackTitle', lang, { size: MULTIPACK_SIZE });
}

/**
 * A build-your-own multipack (called by its saved mix's name when it is one): each bag at its product's price (commerce-core's multipack
 * math), only multipack-eligible products, available while all 30 packs are.
 */
function priceMultipackLine(
  facts: LineFacts,
  line: LineOf<'multipack'>,
  at: string,
  lang: Language,
): PricedMultipackLine {
  const items = line.items.map((item, i) => {
    const path = `${at}.multipackList.${i}.productId`;
    const p = productAt(facts, item.productId, path);
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
    title: (line.mixPackId && facts.mixNames.get(line.mixPackId)) || multipackTitle(lang),
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
      items.map(({ facts: p }, i) => ({ taxCategory: p.taxCategory, amountCents: shares[i] ?? 0 })),
    ),
    cartLine,
  };
}

/**
 * Prices a gift-card line at the face value the catalogue offers it in: an amount the card
 * does not come in is a 422 naming `amountCents`, an e-gift card without a recipient a 400
 * naming `recipient.recipientEmail` (SPEC section 5: recipient email required), and a
 * physical card with one a 400 naming `recipient`.
 */
function priceGiftCardLine(
  facts: LineFacts,
  line: LineOf<'gift-card'>,
  at: string,
  lang: Language,
): PricedGiftCardLine {
  const card = facts.giftCards.get(line.giftCardId);
  if (!card) {
    throw new NotFoundError(`Gift card ${line.giftCardId} does not exist.`, `${at}.giftCardId`);
  }
  if (!card.amountsCents.includes(line.amountCents)) {
    const amounts = card.amountsCents.map((cents) => formatPrice(cents, lang)).join(', ');
    const message = formatMessage('giftCardAmountNotOffered', lang, { amounts });
    throw new BusinessRuleError('GIFT_CARD_AMOUNT', message, [
      { field: `${at}.amountCents`, message },
    ]);
  }
  if (card.kind === 'e-gift' && !line.recipient) {
    const message = formatMessage('recipientEmailRequired', lang);
    throw new ValidationError([{ field: `${at}.recipient.recipientEmail`, message }], message);
  }
  if (card.kind === 'physical' && line.recipient) {
    const message = formatMessage('giftCardTakesNoRecipient', lang);
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
