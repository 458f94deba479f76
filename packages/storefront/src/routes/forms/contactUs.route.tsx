/** `/contact-us`: the Customer Support form. */
import { routeHeaders } from '../../server/headers.server';

export { contactMeta as meta, ContactPage as default } from './FormPages';
export { formLoader as loader, contactAction as action } from './forms.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
