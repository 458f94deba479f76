/**
 * Cart math (SPEC sections 3, 4, 7 and 9): totals in integer cents, the persisted-cart amount,
 * counts, multipack rules, gift-card lines, cart merging, free samples, free-shipping progress and price
 * formatting, and the cart lines as the API reads them. No zod, no React, no Node-only APIs.
 */
export type {
  BundleCartLine,
  BundleProduct,
  CartItemsCount,
  CartLine,
  CartLineCommon,
  GiftCardCartLine,
  GiftCardKind,
  GiftCardRecipient,
  MultipackCartLine,
  MultipackItem,
  ProductCartLine,
} from './types';
export type { PriceLocale } from './money';
export {
  centsToDollars,
  dollarsToCents,
  formatPrice,
  roundToCents,
  toCents,
  toPriceLocale,
  toWholeCount,
} from './money';
export {
  cartAmount,
  cartCount,
  cartItemsCount,
  cartNeedsShipping,
  cartSubtotal,
  isMultipackLine,
  lineKey,
  lineTotal,
  merchandiseSubtotal,
  multipackLineTotal,
  multipackPackPrice,
} from './totals';
export {
  addPack,
  availablePackCount,
  canAddPack,
  isMultipackFull,
  multipackCartId,
  multipackPackCount,
  nextMultipackCartId,
  parseMultipackCartId,
  remainingPacks,
  removePack,
  unavailableMultipackItems,
} from './multipack';
export {
  MAX_GIFT_CARD_QUANTITY,
  giftCardLineKey,
  isEGiftCardLine,
  isGiftCardLine,
} from './giftCard';
export { emptyIfOnlyFreeSamples, hasOnlyFreeSamples, mergeCarts } from './merge';
export { cartLinesBody, type CartLineBody } from './request';
export type { FreeShippingProgress, FreeShippingProgressCents } from './freeShipping';
export { freeShippingProgress, freeShippingProgressCents } from './freeShipping';
