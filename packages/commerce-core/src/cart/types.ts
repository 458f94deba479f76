/**
 * Cart line shapes of SPEC section 3. Every amount is an integer number of cents; the
 * 2-decimal dollar figures the API names (`cartamount`, `subTotal`) are produced at the edge
 * by `cartAmount` and `centsToDollars`.
 */

/** Fields every cart line carries, whatever it sells. */
export interface CartLineCommon {
  /** How many of this line are in the cart; for a multipack, the number of packs of the mix. */
  quantity: number;
  /** Display title. */
  title: string;
  /** Units the shop can still sell, as last reported by the inventory call. */
  availableQty?: number;
  /** Which storefronts may sell the line (as the catalogue reports it). */
  productEnableFor?: string;
  /** A free-sample line: a cart made only of these is emptied (SPEC section 4). */
  isFreeSample?: boolean;
}

/** A single product. */
export interface ProductCartLine extends CartLineCommon {
  productId: string;
  /** Unit price in integer cents. */
  price: number;
  bundleId?: undefined;
  multipackList?: undefined;
  giftCardId?: undefined;
}

/** One product inside a bundle, listed for display; the bundle has its own price. */
export interface BundleProduct {
  productId: string;
  title?: string;
  quantity: number;
}

/** A bundle sold at one price. */
export interface BundleCartLine extends CartLineCommon {
  bundleId: string;
  /** Unit price of the bundle in integer cents. */
  price: number;
  products?: BundleProduct[];
  productId?: undefined;
  multipackList?: undefined;
  giftCardId?: undefined;
}

/** One flavour inside a build-your-own multipack. */
export interface MultipackItem {
  productId: string;
  title?: string;
  /** Price of one pack of this flavour in integer cents. */
  price: number;
  /** Packs of this flavour in one multipack. */
  quantity: number;
  /** Packs of this flavour the shop can still sell; absent means not limited. */
  availableQty?: number;
}

/**
 * A build-your-own multipack. `productId` is its cart id of the form `MYOMP-30-{n}`;
 * `mixPackId` is the id of the saved mix it came from, if any.
 */
export interface MultipackCartLine extends CartLineCommon {
  productId: string;
  multipackList: MultipackItem[];
  mixPackId?: string;
  /** Not used for totals: a multipack's price is the sum of its items (see `multipackLineTotal`). */
  price?: number;
  bundleId?: undefined;
  giftCardId?: undefined;
}

/** The two kinds of gift card: mailed with the order, or sent by email. */
export type GiftCardKind = 'physical' | 'e-gift';

/**
 * Who an e-gift card goes to (SPEC section 3 checkout `giftCard` fields): the recipient's
 * email is required; names and message are optional.
 */
export interface GiftCardRecipient {
  recipientEmail: string;
  firstName?: string;
  lastName?: string;
  giftMessage?: string;
}

/**
 * A gift card of the catalogue (giftcardlist) at one of its face values. An e-gift card
 * carries its `recipient`; a physical card has none. Its cart id is `giftCardLineKey(line)`.
 */
export interface GiftCardCartLine extends CartLineCommon {
  giftCardId: string;
  giftCardKind: GiftCardKind;
  /** The face value chosen, in integer cents: one of the amounts the card is offered in. */
  amountCents: number;
  /** Unit price in integer cents: a gift card sells at its face value. */
  price: number;
  recipient?: GiftCardRecipient;
  productId?: undefined;
  bundleId?: undefined;
  multipackList?: undefined;
}

/** Any line of the cart. */
export type CartLine = ProductCartLine | BundleCartLine | MultipackCartLine | GiftCardCartLine;

/**
 * Quantity in the cart keyed by product id or bundle id (SPEC section 3 `cartItemsCount`); a
 * gift card counts under its cart id.
 */
export type CartItemsCount = Record<string, number>;
