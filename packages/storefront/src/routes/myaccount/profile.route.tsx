/** `/profile`: the signed-in customer's contacts (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';
export { profileMeta as meta, ProfilePage as default } from './ProfilePage';
export { profileLoader as loader, profileAction as action } from './profile.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
