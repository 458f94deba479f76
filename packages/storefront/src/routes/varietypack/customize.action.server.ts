import { data, type ActionFunctionArgs } from 'react-router';
import { availablePackCount, isMultipackFull } from '@snackshop/commerce-core/cart';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { cacheHeader } from '../../server/cache.server';
import {
  cartChangeOf,
  refused,
  requireIntent,
  saveLineChange,
} from '../../server/cartChange.server';
import { readForm } from '../../server/form.server';
import { requestLanguage } from '../../server/language.server';
import { requireSameOrigin } from '../../server/origin.server';
import { mixItemsOf } from './mixSelection';
import { mixCatalogue } from './varietypack.server';

/** What the page says back to a mix it could not take: why, and the mix as posted. */
export interface MixFormAnswer {
  /** The rule the mix breaks, in the page's language (the catalogue's message). */
  message: string;
  /** Packs still to choose before the mix is full; 0 when there are too many. */
  remaining: number;
  /** The packs of each flavour as posted, by product id. */
  packs: Record<string, number>;
}

/**
 * `/varietypack/customize`'s action: a mix built without scripts (issue 37), a number of
 * packs per flavour. A mix of exactly 30 packs the shop can supply goes into the browser's
 * cart on the server as one multipack line (`MYOMP-30-{n}`, as the cart store makes it) and
 * the answer is the cart page (303); any other is answered on the page, beside the form, with
 * the rule and how many packs are left to choose (400). A flavour not in the multipack list
 * is a 400 naming its field.
 */
export async function customizeAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const change = requireIntent(cartChangeOf(await readForm(request)), ['add-mix']);
  const { language } = requestLanguage(request);
  const { config, products } = await mixCatalogue(request, language);
  const byId = new Map(products.map((product) => [String(product.productId), product]));
  const packs = Object.fromEntries(change.packs.map((pack) => [pack.productId, pack.quantity]));
  for (const productId of Object.keys(packs)) {
    if (!byId.has(productId)) refused(`pack-${productId}`, 'Each pack must be a mix product.');
  }
  const items = mixItemsOf(packs, byId);
  if (!isMultipackFull(items)) {
    const answer: MixFormAnswer = {
      message: formatMessage('multipackRuleExactly', language, { packSize: config.packSize }),
      remaining: Math.max(0, config.packSize - availablePackCount(items)),
      packs,
    };
    return data(answer, { status: 400, headers: cacheHeader('none') });
  }
  return saveLineChange(request, { intent: 'add-mix', items, title: config.title }, language);
}
