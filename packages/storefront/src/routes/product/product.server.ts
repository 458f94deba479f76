import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { isCompleteZip } from '../../shell/zip';
import { apiData, apiDataOr, serverApi } from '../../server/api.server';
import { locationHeaders } from '../../server/location.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import type { NotifyMeResult, ProductData, ZipAvailability } from './types';
import { forClient } from '../../server/clientAddress.server';
import { readForm } from '../../server/form.server';
import { tileProduct } from '../../catalogue/tileProduct';
import { renderOnly } from '../../server/renderOnly.server';
import { PRODUCT_FACTS_PART } from './types';

const SLUG = /^[a-z0-9-]{1,200}$/;

async function zipAvailability(
  productId: number,
  zip: string,
  language: ProductData['language'],
): Promise<ZipAvailability> {
  const api = serverApi();
  await api.ensureHandshake();
  const result = await api.call('checkItemsAvailability', {
    body: { zipcode: zip, productIds: [productId], lang: language },
  });
  if (result.ok) return { zip, available: result.data.allAvailable };
  // A ZIP we cannot ship to at all (HI, AK) or do not know: say what the API said.
  if (result.status === 422 || result.status === 400) {
    return { zip, available: false, message: result.error.message };
  }
  throw data({ message: result.error.message }, { status: 502, headers: cacheHeader('none') });
}

/**
 * A product page: the product (404 "This product is not available" when unknown),
 * recommended products (never failing the page), and, when the URL carries `zip`, whether
 * it ships there. A page checked for a ZIP is personal, so it is not cached. The facts
 * (ingredients, pack contents, nutrition) answer no tap: on a page load they go to the
 * server's render alone (decision 0055).
 */
export async function productLoader({ request, params, context }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const slug = params.slug ?? '';
  if (!SLUG.test(slug)) {
    throw data(
      { message: formatMessage('productUnavailable', language) },
      { status: 404, headers: cacheHeader('none') },
    );
  }
  const product = await apiData('productDetail', {
    query: { slug, lang: language },
    headers: locationHeaders(request),
  }).catch((error: unknown) => {
    if (error && typeof error === 'object' && 'init' in error) {
      const init = (error as { init?: { status?: number } }).init;
      if (init?.status === 404) {
        throw data(
          { message: formatMessage('productUnavailable', language) },
          { status: 404, headers: cacheHeader('none') },
        );
      }
    }
    throw error;
  });
  const zip = new URL(request.url).searchParams.get('zip')?.trim() ?? '';
  const [recommended, availability] = await Promise.all([
    apiDataOr(
      'recommendedProducts',
      { query: { productId: product.productId, lang: language } },
      [],
    ),
    isCompleteZip(zip) ? zipAvailability(product.productId, zip, language) : null,
  ]);
  const { ingredients, components, nutrition, ...shown } = product;
  const page: ProductData = {
    language,
    product: shown,
    facts: renderOnly({ request, context }, PRODUCT_FACTS_PART, {
      ingredients,
      components,
      nutrition,
    }),
    recommended: recommended.slice(0, 4).map(tileProduct),
    availability,
    zipError: zip && !isCompleteZip(zip) ? 'zip.invalid' : null,
    siteUrl: siteUrl(),
  };
  return data(page, { headers: cacheHeader(zip ? 'none' : 'short') });
}

/** Notify Me: stores the shopper's email for a back-in-stock message. */
export async function productAction({ request }: ActionFunctionArgs): Promise<NotifyMeResult> {
  const { language } = requestLanguage(request);
  const form = await readForm(request);
  const email = String(form.get('email') ?? '').trim();
  const productId = Number(form.get('productId'));
  const api = serverApi();
  await api.ensureHandshake();
  const result = await api.call(
    'notifyMe',
    forClient(request, { body: { email, productId, lang: language } }),
  );
  if (result.ok) return { ok: true, message: null };
  const fieldError = result.error.fieldErrors?.find((error) => error.field === 'email');
  return { ok: false, message: fieldError?.message ?? result.error.message };
}
