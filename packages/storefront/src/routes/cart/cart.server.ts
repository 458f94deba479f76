import { data, type LoaderFunctionArgs } from 'react-router';
import { apiDataOr } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { isScriptFetch } from '../../server/pagePath.server';
import { readServerCart } from './serverCart.server';

/**
 * `/cart`'s data: the free samples a cart may take one of (decision 0038), which no listing
 * shows, and the cart as the server keeps it, which the page shows when its scripts do not
 * run (decision 0052). With scripts the cart is the browser's store; a failing API offers no
 * sample. A client navigation's data fetch leaves the server's copy out: its page runs scripts.
 */
export async function cartLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const [freeSamples, serverCart] = await Promise.all([
    apiDataOr('freeSampleList', { query: { lang: language } }, []),
    isScriptFetch(request) ? null : readServerCart(request, language),
  ]);
  return data({ freeSamples, serverCart }, { headers: cacheHeader('none') });
}
