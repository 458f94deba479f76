/** `/login?interaction=<uid>`: the sign-in page the provider sends the shopper to. */
import { routeHeaders } from '../../server/headers.server';
import { createInteractionLoader } from './login.server';

export { loginMeta as meta, LoginPage as default } from './LoginPage';
export { loginAction as action } from './login.server';
export const loader = createInteractionLoader('login');
export const headers = routeHeaders('none');
export { secureHandle as handle } from '../../site/pageHandles';
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
