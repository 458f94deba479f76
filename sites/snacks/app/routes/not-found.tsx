import { notFoundLoader, routeHeaders } from '@snackshop/storefront/server';

export { RouteErrorBoundary as ErrorBoundary } from '@snackshop/storefront';
export const loader = notFoundLoader;
export const headers = routeHeaders('none');
export default function NotFound() {
  return null;
}
