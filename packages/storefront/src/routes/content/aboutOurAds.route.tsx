/** `/about-our-ads`: About Our Ads. */
import { routeHeaders } from '../../server/headers.server';
import { createContentLoader } from './content.server';

export { contentMeta as meta, ContentPage as default } from './ContentPage';
export const loader = createContentLoader('about-our-ads');
export const headers = routeHeaders('long');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
