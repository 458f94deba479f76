/**
 * @snackshop/storefront — the pages, layouts and shell both sites assemble. This entry is
 * safe for the browser; loaders, actions and headers live in `@snackshop/storefront/server`.
 */
export { defineSite, type SiteConfig, type SiteId, type SignInTarget } from './site/site';
export { Document } from './root/Document';
export { App } from './root/App';
export { RootErrorBoundary, RouteErrorBoundary } from './root/ErrorBoundary';
export type { StorefrontHandle, PageLayout } from './root/handle';
export type { ShellData } from './root/shellData';
export { createI18n, bundledResources, resourcesFor, type Labels } from './i18n/i18n';
export { formatDate, formatMoney, formatNumber, localeOf } from './i18n/format';
export { HomePage, homeMeta } from './routes/home/HomePage';
export { ListingPage, listingMeta } from './routes/listing/ListingPage';
export { ProductPage, productMeta } from './routes/product/ProductPage';
export { SearchPage, searchMeta } from './routes/search/SearchPage';
export {
  MaintenancePage,
  maintenanceHandle,
  maintenanceMeta,
  bareHandle,
  callbackPage,
  ssoCallbackPage,
  forgotPasswordPage,
  resetPasswordPage,
  hotHandle,
} from './routes/static/StaticPages';
