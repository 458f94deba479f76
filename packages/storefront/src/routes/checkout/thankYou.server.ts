import { data, type LoaderFunctionArgs } from 'react-router';
import type { OrderView } from '@snackshop/commerce-core/contract';
import { callApi } from '../../server/api.server';
import { asShopper } from '../../server/asShopper.server';
import { personalHeaders } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { isScriptFetch } from '../../server/pagePath.server';
import { holdHandshake } from '../../server/shopperHandshake.server';
import { dropCheckout, heldCheckout } from './heldCheckout.server';

/**
 * The thank-you page's data on a page load: the order as its owner reads it (the browser's
 * handshake session, or the signed-in customer), so the page needs no script to show it.
 * The order the checkout without scripts just placed empties the server's cart here, once
 * (decision 0054): emptied at Place order, the same form posted twice would find no cart to
 * send again under its key. A client navigation's data fetch reads nothing: its page asks
 * the API itself.
 */
export async function thankYouLoader({ request, params }: LoaderFunctionArgs) {
  const headers = personalHeaders();
  const none = () => data({ order: null as OrderView | null }, { headers });
  const orderNumber = params.orderNumber ?? '';
  if (isScriptFetch(request) || orderNumber.length > 20) return none();
  const shopper = await asShopper(request, { create: false });
  if (!shopper) return none();
  const { language } = requestLanguage(request);
  const held = await heldCheckout(request, shopper.handshake._ss_i);
  if (held.placed === orderNumber) {
    const emptied = await callApi('saveCartWebData', {
      headers: shopper.headers,
      body: { persistCartData: [] },
    });
    if (emptied.ok && emptied.success) {
      // The checkout ends; the shopper cookie keeps its handshake, without the spent coupon
      // and with the header's count back to 0.
      headers.append('Set-Cookie', await dropCheckout());
      headers.append('Set-Cookie', await holdHandshake(shopper.handshake));
    }
  }
  const order = await callApi('orderDetails', {
    headers: shopper.headers,
    query: { orderNumber, lang: language },
  });
  return data({ order: order.ok ? order.data : null }, { headers });
}
