import { data, type LoaderFunctionArgs } from 'react-router';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import type { Bundle } from '@snackshop/commerce-core/contract';
import type { BundlesData, BundleTile } from './types';

/** `/bundles`: every bundle of the catalogue (getallbundles), in the shopper's language. */
export async function bundlesLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const bundles = await apiData('allBundles', { query: { lang: language } });
  const result: BundlesData = { language, bundles: bundles.map(bundleTile), siteUrl: siteUrl() };
  return data(result, { headers: cacheHeader('short') });
}

/** A bundle of the API in the shape of its tile (`BundleTile`). */
function bundleTile(bundle: Bundle): BundleTile {
  return {
    bundleId: bundle.bundleId,
    slug: bundle.slug,
    title: bundle.title,
    image: bundle.image.tile,
    priceCents: bundle.priceCents,
    ...(bundle.savingsCents > 0 ? { separatelyCents: bundle.separatelyCents } : {}),
    availableQty: bundle.availableQty,
    products: bundle.products.map(({ product, quantity }) => ({
      productId: product.productId,
      title: product.title,
      quantity,
    })),
  };
}
