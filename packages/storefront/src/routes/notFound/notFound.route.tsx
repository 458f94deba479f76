/** Any URL no other page serves: a 404 the error boundary shows. */
import { routeHeaders } from '../../server/headers.server';

export { notFoundLoader as loader } from './notFound.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
export default function NotFound() {
  return null;
}
