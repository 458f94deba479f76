/**
 * Server-only half of the storefront: the root loader, headers, the API client. Sites import
 * it only from route exports React Router removes from client bundles (`loader`, `action`,
 * `headers`), so none of it reaches the browser.
 */
export { createRootLoader } from './server/root.server';
export { rootHeaders, routeHeaders } from './server/headers.server';
export { cacheStrategies, cacheHeader, type CacheStrategy } from './server/cache.server';
export { contentSecurityPolicy, securityHeaders } from './server/security.server';
export { parseSiteEnv, siteEnv, SiteEnvError, type SiteEnv } from './server/env.server';
export { requestLanguage, LANGUAGE_COOKIE } from './server/language.server';
export { bundledResources, pageLabels, resourcesFor } from './i18n/bundled.server';
export { apiData, apiDataOr, serverApi, setServerApi } from './server/api.server';
export { ROUTER_HANDOFF_GLOBAL, stagedBootstrapModules } from './hydration/routerHtml.server';
