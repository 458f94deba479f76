import { routeDefiner } from '../http/route';
import type { BaseDeps } from '../runtime/base-deps';

/** What the platform handlers reach; `app.ts` gives them this and more. */
export type PlatformDeps = Pick<BaseDeps, 'db' | 'handshake' | 'lifecycle'>;

/** Declares an operation of the contract (see `routeDefiner`) handled with `PlatformDeps`. */
export const defineRoute = routeDefiner<PlatformDeps>();
