/** `/flavor-drop`: the current flavor drop, named by the config list. */
import { routeHeaders } from '../../server/headers.server';

export { flavorDropMeta as meta, FlavorDropPage as default } from './FlavorDropPage';
export { flavorDropLoader as loader } from './flavorDrop.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
