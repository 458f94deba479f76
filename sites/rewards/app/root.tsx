import { createRootLoader, rootHeaders } from '@snackshop/storefront/server';
import { site } from './site';

export {
  Document as Layout,
  App as default,
  RootErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = createRootLoader(site);
export const headers = rootHeaders;
