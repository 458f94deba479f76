/** `/varietypack/customize`: build a mix. */
import { routeHeaders } from '../../server/headers.server';

export { customizeMeta as meta, CustomizePage as default } from './CustomizePage';
export { customizeLoader as loader } from './varietypack.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
export { customizeAction as action } from './customize.action.server';
