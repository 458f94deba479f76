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
export { createI18n, defaultResources, type Labels } from './i18n/i18n';
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
export {
  ContentPage,
  contentMeta,
  CONTENT_SLUGS,
  type ContentSlug,
} from './routes/content/ContentPage';
export { CartPage, cartMeta } from './routes/cart/CartPage';
export { VarietyPackPage, varietyPackMeta } from './routes/varietypack/VarietyPackPage';
export { BundlesPage, bundlesMeta } from './routes/bundles/BundlesPage';
export { GiftCardsPage, giftCardsMeta } from './routes/giftcards/GiftCardsPage';
export { HolidayShopPage, holidayShopMeta } from './routes/holidayshop/HolidayShopPage';
export { CustomizePage, customizeMeta } from './routes/varietypack/CustomizePage';
export {
  ContactPage,
  contactMeta,
  OrderLookupPage,
  orderLookupMeta,
} from './routes/forms/FormPages';
export { CheckoutPage, checkoutMeta } from './routes/checkout/CheckoutPage';
export { ThankYouPage, thankYouMeta } from './routes/checkout/ThankYouPage';
