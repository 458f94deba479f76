/** `/saved-mixes`: the customer's saved mixes (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';
export { savedMixesMeta as meta, SavedMixesPage as default } from './SavedMixesPage';
export { savedMixesLoader as loader, savedMixesAction as action } from './savedMixes.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
