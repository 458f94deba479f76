import { data, type LoaderFunctionArgs } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
import { apiData, apiDataOr } from '../../server/api.server';
import { locationHeaders, requestLocationNumber } from '../../server/location.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import { renderOnly } from '../../server/renderOnly.server';
import { RECOMMENDED_PACKS_PART, type CustomizeData, type VarietyPackData } from './types';
import { tileProduct } from '../../catalogue/tileProduct';

/** `/varietypack`: every variety pack of the catalogue and the recommended ones. */
export async function varietyPackLoader({ request, context }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const [page, recommended] = await Promise.all([
    apiData('filterProducts', {
      body: {
        kind: 'variety-pack',
        page: 1,
        lang: language,
        locationNumber: requestLocationNumber(request),
      },
    }),
    apiDataOr(
      'recommendedVarietyPackList',
      { query: { lang: language, limit: 4 } },
      { varietyPacks: [] },
    ),
  ]);
  const result: VarietyPackData = {
    language,
    products: page.products.map(tileProduct),
    recommended: renderOnly({ request, context }, RECOMMENDED_PACKS_PART, recommended.varietyPacks),
    siteUrl: siteUrl(),
  };
  return data(result, { headers: cacheHeader('short') });
}

/**
 * The multipack's rules and the products a mix can take at the request's location (the page
 * shows them, its action checks a mix against them).
 */
export async function mixCatalogue(request: Request, language: Language) {
  const [config, list] = await Promise.all([
    apiData('multipackConfig', { query: { lang: language } }),
    apiData('multipackProductList', {
      query: { lang: language },
      headers: locationHeaders(request),
    }),
  ]);
  return { config, products: list.products };
}

/** `/varietypack/customize`: the multipack's rules and the products a mix can take. */
export async function customizeLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const { config, products } = await mixCatalogue(request, language);
  const result: CustomizeData = {
    language,
    config: {
      title: config.title,
      description: config.description,
      rules: config.rules,
      packSize: config.packSize,
    },
    products: products.map((product) => ({
      productId: product.productId,
      title: product.title,
      priceCents: product.priceCents,
      availableQty: product.availableQty,
      available: product.available,
      image: product.image.tile,
    })),
    siteUrl: siteUrl(),
  };
  return data(result, { headers: cacheHeader('short') });
}
