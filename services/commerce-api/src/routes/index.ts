import type { Hono } from 'hono';
import type { ApiRoute, AppDeps, AppEnv } from '../http/route';
import { interactionRoutes } from '../identity/oidc/interactions.routes';
import { registerIdentityPages } from '../identity/pages';
import { siteSessionRoutes } from '../identity/site-sessions.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { contentRoutes } from './content/content.routes';
import { engagementRoutes } from './engagement/engagement.routes';
import { registerMailboxPages } from './mailbox/mailbox.pages';
import { multipackRoutes } from './multipack/multipack.routes';
import { orderRoutes } from './orders/orders.routes';
import { registerPaymentPages } from './payments/payments.pages';
import { paymentRoutes } from './payments/payments.routes';
import { registerMediaRaw } from './media/media.routes';
import { platformRoutes, registerPlatformRaw } from './platform/platform.routes';
import { searchRoutes } from './search/search.routes';
import { shippingRoutes } from './shipping/shipping.routes';
import { taxRoutes } from './tax/tax.routes';
import { voucherRoutes } from './vouchers/vouchers.routes';

/**
 * Every JSON operation of the API. A feature adds its `*.routes.ts` array here; the app
 * mounts it, the OpenAPI document describes it and the bad-input suite attacks it.
 */
export const apiRoutes: readonly ApiRoute[] = [
  ...platformRoutes,
  ...catalogueRoutes,
  ...searchRoutes,
  ...contentRoutes,
  ...engagementRoutes,
  ...multipackRoutes,
  ...cartRoutes,
  ...voucherRoutes,
  ...shippingRoutes,
  ...taxRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...accountRoutes,
  ...interactionRoutes,
  ...siteSessionRoutes,
];

/** Routes that do not answer JSON envelopes (health, docs, images). */
export function registerRawRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  registerPlatformRaw(app, deps);
  registerMediaRaw(app, deps);
  registerPaymentPages(app, deps);
  registerMailboxPages(app, deps);
  registerIdentityPages(app, deps);
}
