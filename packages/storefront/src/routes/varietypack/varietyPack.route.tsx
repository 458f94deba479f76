/** `/varietypack`: the variety packs. */
import { routeHeaders } from '../../server/headers.server';

export { varietyPackMeta as meta, VarietyPackPage as default } from './VarietyPackPage';
export { varietyPackLoader as loader } from './varietypack.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
