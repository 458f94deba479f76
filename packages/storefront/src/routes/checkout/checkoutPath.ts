import type { Language } from '@snackshop/commerce-core/language';

/** The steps of the checkout without scripts (decision 0054). */
export type ServerCheckoutStep = 'shipping' | 'payment' | 'review';

/** The checkout page in `language`, at `step`, with `extra` query parameters. */
export function checkoutPath(
  language: Language,
  step?: Exclude<ServerCheckoutStep, 'shipping'>,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    ...(step ? { step } : {}),
    ...extra,
    ...(language === 'es-us' ? { lang: language } : {}),
  }).toString();
  return query ? `/checkout?${query}` : '/checkout';
}

/** The thank-you page of `orderNumber` in `language`. */
export function thankYouPath(orderNumber: string, language: Language): string {
  const path = `/thank-you/${encodeURIComponent(orderNumber)}`;
  return language === 'es-us' ? `${path}?lang=es-us` : path;
}
