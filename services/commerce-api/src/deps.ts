import type { CatalogueCaches } from './catalogue/catalogue-caches';
import type { Database } from './db/client';
import type { HandshakeSigner } from './http/handshake';
import { routeDefiner, type ApiRoute } from './http/route';
import type { IdentityServices } from './identity/services';
import type { CheckoutServices } from './payments/services';
import type { RateLimits } from './rate-limit/rate-limits';
import type { Lifecycle } from './runtime/lifecycle';

/**
 * What every handler can reach. Tests build it with their own database and clock. It lives
 * here, beside the app that composes it, so that `http/` and the other plumbing import no
 * domain.
 */
export interface AppDeps {
  db: Database;
  handshake: HandshakeSigner;
  /** Origin used for absolute URLs (images); empty means same-origin relative URLs. */
  publicUrl: string;
  now: () => Date;
  /** Payment provider, storefront origins and mail settings of checkout. */
  checkout: CheckoutServices;
  /** The in-process search index and the listing cache, keyed by catalogue version. */
  catalogue: CatalogueCaches;
  /** Attempt counters (Order Lookup) and the client address of a request. */
  rateLimits: RateLimits;
  /** Sessions, accounts and the sites that sign shoppers in (docs/decisions/0027). */
  identity: IdentityServices;
  /** Starting, serving or stopping: what the readiness check answers. */
  lifecycle: Lifecycle;
}

/** One operation of this API: its handler reaches `AppDeps`. */
export type AppRoute = ApiRoute<AppDeps>;

/** Declares an operation of the contract (see `routeDefiner`); every `*.routes.ts` uses it. */
export const defineRoute = routeDefiner<AppDeps>();
