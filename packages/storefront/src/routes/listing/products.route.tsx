/** `/products`: the listing the header menu and filters link to. */
import { routeHeaders } from '../../server/headers.server';
import { createListingLoader } from './listing.server';

export { listingMeta as meta, ListingPage as default } from './ListingPage';
export const loader = createListingLoader('products');
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
