import { giftCardsLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  giftCardsMeta as meta,
  GiftCardsPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = giftCardsLoader;
export const headers = routeHeaders('short');
