import type { LoaderFunctionArgs } from 'react-router';
import { tileProduct } from '../../catalogue/tileProduct';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';

/** Product ids as the browser kept them: whole numbers, at most 12, comma-separated. */
const IDS = /^\d{1,9}(,\d{1,9}){0,11}$/;

/**
 * `GET /api/recently-viewed?productIds=…`: the products a shopper viewed (their ids kept by
 * their browser, `recentlyViewedIds`), asked of getrecentlyviewedproducts in the page's
 * language. The answer depends on the ids and the language only, so a cache may keep it.
 */
export async function recentlyViewedLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const ids = new URL(request.url).searchParams.get('productIds') ?? '';
  if (!IDS.test(ids)) {
    return Response.json(
      { message: 'productIds must be up to 12 comma-separated product ids.', field: 'productIds' },
      { status: 400, headers: cacheHeader('none') },
    );
  }
  const answered = await apiData('recentlyViewedProducts', {
    query: { productIds: ids, lang: language },
  });
  // The API adds its own session's views after the ids; this server's session is every
  // shopper's, so only the products asked for are answered, in the order asked.
  const byId = new Map(answered.map((product) => [String(product.productId), product]));
  const products = ids.split(',').flatMap((id) => {
    const product = byId.get(id);
    return product ? [tileProduct(product)] : [];
  });
  return Response.json(products, { headers: cacheHeader('short') });
}
