/** `/multipack/all-snacks`: the snacks a multipack can hold (plp_custom-filter). */
import { siteUrl } from '../../seo/siteUrl.server';
import { routeHeaders } from '../../server/headers.server';
import { createMultipackListingLoader } from './multipack.server';

export { listingMeta as meta, ListingPage as default } from './ListingPage';
export const loader = createMultipackListingLoader(siteUrl);
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../root/ErrorBoundary';
