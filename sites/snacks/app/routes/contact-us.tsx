import { contactAction, formLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  contactMeta as meta,
  ContactPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = formLoader;
export const action = contactAction;
export const headers = routeHeaders('short');
