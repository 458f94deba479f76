/** `/implicit/callback`: the provider's redirect after signing in (a bare page). */
import { routeHeaders } from '../../server/headers.server';
import { createCallbackLoader } from './signIn.server';

export { bareHandle as handle } from '../../site/pageHandles';
export { callbackMeta as meta, CallbackPage as default } from './CallbackPage';
export const loader = createCallbackLoader('callback');
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
