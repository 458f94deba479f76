import { routeDefiner } from '../http/route';
import type { IdentityDeps } from '../identity/deps';
import type { BaseDeps } from '../runtime/base-deps';

/** What the multipack handlers reach (`identity` tells who is calling); `app.ts` gives them this and more. */
export interface MultipackDeps
  extends Pick<BaseDeps, 'db' | 'now' | 'publicUrl'>, Pick<IdentityDeps, 'identity'> {}

/** Declares an operation of the contract (see `routeDefiner`) handled with `MultipackDeps`. */
export const defineRoute = routeDefiner<MultipackDeps>();
