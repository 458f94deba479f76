import { routeDefiner } from '../http/route';
import type { BaseDeps } from '../runtime/base-deps';

/** What the engagement handlers reach; `app.ts` gives them this and more. */
export type EngagementDeps = Pick<BaseDeps, 'db' | 'now' | 'rateLimits'>;

/** Declares an operation of the contract (see `routeDefiner`) handled with `EngagementDeps`. */
export const defineRoute = routeDefiner<EngagementDeps>();
