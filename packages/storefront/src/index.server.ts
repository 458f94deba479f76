/**
 * Server-only half of the storefront: loaders, actions, headers, the API client and
 * proxy. Sites import it only from route exports React Router removes from client bundles
 * (`loader`, `action`, `headers`), so none of it reaches the browser.
 */
export { createRootLoader } from './server/root.server';
export { rootHeaders, routeHeaders } from './server/headers.server';
export { cacheStrategies, cacheHeader, type CacheStrategy } from './server/cache.server';
export { contentSecurityPolicy, securityHeaders, createNonce } from './server/security.server';
export { parseSiteEnv, siteEnv, SiteEnvError, type SiteEnv } from './server/env.server';
export { requestLanguage, LANGUAGE_COOKIE } from './server/language.server';
export { bundledResources, pageLabels, resourcesFor } from './i18n/bundled.server';
export { apiData, apiDataOr, serverApi, setServerApi } from './server/api.server';
export { proxyImage, proxyToApi } from './server/proxy.server';
export { homeLoader } from './routes/home/home.server';
export { createListingLoader } from './routes/listing/listing.server';
export { productLoader, productAction } from './routes/product/product.server';
export { searchLoader } from './routes/search/search.server';
export { notFoundLoader } from './routes/notFound/notFound.server';
export { createContentLoader } from './routes/content/content.server';
export { varietyPackLoader, customizeLoader } from './routes/varietypack/varietypack.server';
export { bundlesLoader } from './routes/bundles/bundles.server';
export { giftCardsLoader } from './routes/giftcards/giftCards.server';
export { holidayShopLoader } from './routes/holidayshop/holidayShop.server';
export {
  formLoader,
  contactAction,
  orderLookupAction,
  orderLookupLoader,
} from './routes/forms/forms.server';
export { checkoutLoader, paymentFieldsOrigin } from './routes/checkout/checkout.server';
