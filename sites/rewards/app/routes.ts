import type { RouteConfig } from '@react-router/dev/routes';
import { storefrontRoutes } from '@snackshop/storefront/routes';

/** The pages this site serves: the storefront's table (every module under app/routes). */
export default [...storefrontRoutes] satisfies RouteConfig;
