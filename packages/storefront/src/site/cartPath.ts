import type { Language } from '@snackshop/commerce-core/language';

/**
 * The cart page in the page's language: where the header's cart link goes before scripts
 * run, and where a cart form posts when they do not (decision 0052; `/cart`'s action answers
 * with the cart page in that language).
 */
export function cartPath(language: Language): string {
  return language === 'es-us' ? '/cart?lang=es-us' : '/cart';
}

/**
 * The field a grid tile's quantity is posted in with the grid's one cart form: one per tile
 * (`quantity-<id>`, the id its Add to cart button sends), since the form is shared.
 */
export function tileQuantityField(id: string): string {
  return `quantity-${id}`;
}
