/** `/search`: the results of a search. */
import { routeHeaders } from '../../server/headers.server';

export { searchMeta as meta, SearchPage as default } from './SearchPage';
export { searchLoader as loader } from './search.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
