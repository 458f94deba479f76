import { createListingLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  listingMeta as meta,
  ListingPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = createListingLoader('flavors');
export const headers = routeHeaders('short');
