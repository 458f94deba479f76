import { createListingLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  listingMeta as meta,
  ListingPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export { hotHandle as handle } from '@snackshop/storefront';
export const loader = createListingLoader('hot');
export const headers = routeHeaders('short');
