import { routeDefiner } from '../http/route';
import type { BaseDeps } from '../runtime/base-deps';

/** What the content handlers reach; `app.ts` gives them this and more. */
export type ContentDeps = Pick<BaseDeps, 'db' | 'now' | 'publicUrl'>;

/** Declares an operation of the contract (see `routeDefiner`) handled with `ContentDeps`. */
export const defineRoute = routeDefiner<ContentDeps>();
