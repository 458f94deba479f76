import type { IdentityServices } from './services';
import { routeDefiner } from '../http/route';
import type { BaseDeps } from '../runtime/base-deps';

/** What the identity handlers reach; `app.ts` gives them this and more. */
export interface IdentityDeps extends Pick<BaseDeps, 'db' | 'now' | 'rateLimits'> {
  /** Sessions, accounts and the sites that sign shoppers in (docs/decisions/0027). */
  identity: IdentityServices;
}

/** Declares an operation of the contract (see `routeDefiner`) handled with `IdentityDeps`. */
export const defineRoute = routeDefiner<IdentityDeps>();
