/** `/thank-you/:orderNumber`: the placed order. */
import { routeHeaders } from '../../server/headers.server';

export { thankYouMeta as meta, ThankYouPage as default } from './ThankYouPage';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../root/ErrorBoundary';
