import { routeDefiner } from '../http/route';
import type { IdentityDeps } from '../identity/deps';
import type { BaseDeps } from '../runtime/base-deps';

/** What the rewards handlers reach (`identity` tells who is calling); `app.ts` gives them this and more. */
export interface RewardsDeps extends Pick<BaseDeps, 'db' | 'now'>, Pick<IdentityDeps, 'identity'> {}

/** Declares an operation of the contract (see `routeDefiner`) handled with `RewardsDeps`. */
export const defineRoute = routeDefiner<RewardsDeps>();
