/** `/thank-you/:orderNumber`: the placed order (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';

export { thankYouMeta as meta, ThankYouPage as default } from './ThankYouPage';
export { thankYouLoader as loader } from './thankYou.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
