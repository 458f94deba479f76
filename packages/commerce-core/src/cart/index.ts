/**
 * Cart math (SPEC sections 3, 4, 7 and 9): totals in integer cents, the persisted-cart amount,
 * counts, multipack rules, cart merging, free samples, free-shipping progress and price
 * formatting. No zod, no React, no Node-only APIs.
 */
export type {
  BundleCartLine,
  BundleProduct,
  CartItemsCount,
  CartLine,
  CartLineCommon,
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
  cartSubtotal,
  isMultipackLine,
  lineKey,
  lineTotal,
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
export { emptyIfOnlyFreeSamples, hasOnlyFreeSamples, mergeCarts } from './merge';
export type { FreeShippingProgress } from './freeShipping';
export { freeShippingProgress } from './freeShipping';
