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
}

/** Any line of the cart. */
export type CartLine = ProductCartLine | BundleCartLine | MultipackCartLine;

/** Quantity in the cart keyed by product id or bundle id (SPEC section 3 `cartItemsCount`). */
export type CartItemsCount = Record<string, number>;
