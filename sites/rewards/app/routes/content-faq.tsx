import { createContentLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  contentMeta as meta,
  ContentPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = createContentLoader('faq');
export const headers = routeHeaders('long');
