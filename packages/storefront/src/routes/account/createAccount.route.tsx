/** `/create-account?interaction=<uid>`: sign up (or complete a Google account's profile). */
import { routeHeaders } from '../../server/headers.server';
import { createInteractionLoader } from './login.server';

export { createAccountMeta as meta, CreateAccountPage as default } from './CreateAccountPage';
export { createAccountAction as action } from './login.server';
export const loader = createInteractionLoader('create');
export const headers = routeHeaders('none');
export { secureHandle as handle } from '../../site/pageHandles';
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
