/**
 * @snackshop/storefront — the layouts and shell both sites assemble. This entry is safe for
 * the browser; loaders and headers live in `@snackshop/storefront/server`. The pages are
 * served from the package's own route modules, listed by `@snackshop/storefront/routes`; a
 * site's own extra page builds its module from `RouteErrorBoundary` and `routeHeaders`.
 */
export { defineSite, type SiteConfig, type SiteId, type SignInTarget } from './site/site';
export { Document } from './root/Document';
export { App } from './root/App';
export { RootErrorBoundary, RouteErrorBoundary } from './shell/ErrorBoundary';
export type { StorefrontHandle, PageLayout } from './site/handle';
export type { ShellData } from './site/shellData';
export { createI18n, defaultResources, type Labels } from './i18n/i18n';
export { formatDate, formatMoney, formatNumber, localeOf } from './i18n/format';
