import type { CheckoutServices } from './services';
import { routeDefiner } from '../http/route';
import type { IdentityDeps } from '../identity/deps';
import type { BaseDeps } from '../runtime/base-deps';

/** What the payment handlers reach (`identity` tells who is calling); `app.ts` gives them this and more. */
export interface PaymentDeps
  extends
    Pick<BaseDeps, 'db' | 'now' | 'publicUrl' | 'rateLimits'>,
    Pick<IdentityDeps, 'identity'> {
  /** Payment provider, storefront origins and mail settings of checkout. */
  checkout: CheckoutServices;
}

/** Declares an operation of the contract (see `routeDefiner`) handled with `PaymentDeps`. */
export const defineRoute = routeDefiner<PaymentDeps>();
