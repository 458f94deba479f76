import type { CartLine } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import { callApi } from './api.server';
import type { AsShopper } from './asShopper.server';

/**
 * The browser's cart as the API keeps it (decision 0052), its lines labelled in `language`
 * and marked when no longer available; null when the API fails. What the pages without
 * scripts (the cart, the checkout) read and change.
 */
export async function shopperCartLines(
  shopper: AsShopper,
  language: Language,
): Promise<(CartLine & { available?: boolean })[] | null> {
  const result = await callApi('getCartWebData', {
    headers: shopper.headers,
    query: { lang: language },
  });
  if (!result.ok || !result.success) return null;
  return result.data.persistCartData as (CartLine & { available?: boolean })[];
}
