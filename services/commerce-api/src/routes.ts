import type { Hono } from 'hono';
import { addressRoutes } from './addresses/addresses.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { searchRoutes } from './catalogue/search.routes';
import { contentRoutes } from './content/content.routes';
import { engagementRoutes } from './engagement/engagement.routes';
import type { AppDeps, AppRoute } from './deps';
import type { AppEnv } from './http/route';
import { accountRoutes } from './identity/accounts.routes';
import { interactionRoutes } from './identity/oidc/interactions.routes';
import { registerIdentityPages } from './identity/pages';
import { siteSessionRoutes } from './identity/site-sessions.routes';
import { registerMailboxPages } from './mailbox/mailbox.pages';
import { registerMediaRaw } from './media/media.routes';
import { multipackRoutes } from './multipack/multipack.routes';
import { orderRoutes } from './orders/orders.routes';
import { registerPaymentPages } from './payments/payments.pages';
import { paymentRoutes } from './payments/payments.routes';
import { savedCardRoutes } from './payments/saved-cards.routes';
import { rewardsRoutes } from './rewards/rewards.routes';
import { platformRoutes, registerPlatformRaw } from './platform/platform.routes';
import { shippingRoutes } from './pricing/shipping.routes';
import { taxRoutes } from './pricing/tax.routes';
import { voucherRoutes } from './pricing/vouchers.routes';

/**
 * Every JSON operation of the API. A feature adds its `*.routes.ts` array here; the app
 * mounts it, the OpenAPI document describes it and the bad-input suite attacks it.
 */
export const apiRoutes: readonly AppRoute[] = [
  ...platformRoutes,
  ...catalogueRoutes,
  ...searchRoutes,
  ...contentRoutes,
  ...engagementRoutes,
  ...multipackRoutes,
  ...cartRoutes,
  ...voucherRoutes,
  ...shippingRoutes,
  ...addressRoutes,
  ...taxRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...accountRoutes,
  ...savedCardRoutes,
  ...rewardsRoutes,
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
