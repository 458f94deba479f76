import type { Language } from '@snackshop/commerce-core/language';

/**
 * Where a cart form posts when the page's scripts do not run (decision 0052): `/cart`'s
 * action, in the page's language, which answers with the cart page in it.
 */
export function cartFormAction(language: Language): string {
  return language === 'es-us' ? '/cart?lang=es-us' : '/cart';
}
