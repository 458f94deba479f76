import { data, type LoaderFunctionArgs } from 'react-router';
import { cacheHeader } from '../../server/cache.server';
import { googlePayScriptUrl } from '../../server/env.server';
import { requestLanguage } from '../../server/language.server';
import { isScriptFetch } from '../../server/pagePath.server';
import { paymentFieldsOrigin } from './paymentOrigins.server';
import { readServerCheckout, type ServerCheckout } from './serverCheckout.server';

/**
 * What the checkout page needs from the server: where the card fields and wallets live, and
 * the checkout as the page without scripts shows it (decision 0054).
 */
interface CheckoutLoaderData {
  paymentFieldsOrigin: string;
  /** The Google Pay JS client's URL, or null when this site offers no Google Pay. */
  googlePayScriptUrl: string | null;
  /** Null for an empty cart on the server, and for a client navigation's data fetch. */
  serverCheckout: ServerCheckout | null;
}

/**
 * The checkout's loader: a personal page, nothing cached. The checkout without scripts is
 * read for a page load only (a page whose scripts fetch its data has the browser's stores);
 * a return from the processor's or PayPal's page is answered with a redirect.
 */
export async function checkoutLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  const server = isScriptFetch(request) ? null : await readServerCheckout(request, language);
  if (server instanceof Response) return server;
  return data(
    {
      paymentFieldsOrigin: paymentFieldsOrigin(),
      googlePayScriptUrl: googlePayScriptUrl(),
      serverCheckout: server,
    } satisfies CheckoutLoaderData,
    { headers: cacheHeader('none') },
  );
}
