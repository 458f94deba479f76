import type { CatalogueCaches } from './catalogue-caches';
import { routeDefiner } from '../http/route';
import type { BaseDeps } from '../runtime/base-deps';

/** What the catalogue handlers reach; `app.ts` gives them this and more. */
export interface CatalogueDeps extends Pick<BaseDeps, 'db' | 'now' | 'publicUrl'> {
  /** The in-process search index and the listing cache, keyed by catalogue version. */
  catalogue: CatalogueCaches;
}

/** Declares an operation of the contract (see `routeDefiner`) handled with `CatalogueDeps`. */
export const defineRoute = routeDefiner<CatalogueDeps>();
