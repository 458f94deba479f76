/** `GET /api/recently-viewed`: the products a shopper's browser says they viewed, as JSON. */
export { recentlyViewedLoader as loader } from './recentlyViewed.server';
