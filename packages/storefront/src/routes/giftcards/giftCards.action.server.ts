import { data, type ActionFunctionArgs } from 'react-router';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import {
  cartChangeOf,
  refused,
  requireIntent,
  saveLineChange,
  type RecipientFields,
} from '../../server/cartChange.server';
import { readForm } from '../../server/form.server';
import { requestLanguage } from '../../server/language.server';
import { requireSameOrigin } from '../../server/origin.server';
import {
  amountRefusal,
  giftCardLineTitle,
  recipientOf,
  type GiftCardFormErrors,
} from './giftCardChoice';

/** What the page says back to a gift-card form it could not take: the messages at the fields. */
export interface GiftCardFormAnswer {
  giftCardId: string;
  errors: GiftCardFormErrors;
  /** What was posted, to show again. */
  amountCents: number | null;
  quantity: number;
  recipient: RecipientFields;
}

/**
 * `/gift-cards`' action: a gift card ordered without scripts (issue 37). The card must be one
 * of giftcardlist's, the amount one it comes in, and an e-gift card's recipient one that
 * `giftRecipientSchema` takes (the page's own check, with its messages): otherwise the page
 * answers with the messages at their fields (400). A card it takes goes into the browser's
 * cart on the server, and the answer is the cart page (303).
 */
export async function giftCardsAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const change = requireIntent(cartChangeOf(await readForm(request)), ['add-gift-card']);
  const { language } = requestLanguage(request);
  const cards = await apiData('giftCardList', { query: { lang: language } });
  const card = cards.find((candidate) => String(candidate.giftCardId) === change.giftCardId);
  if (!card) return refused('giftCardId', 'giftCardId must be a gift card of the catalogue.');
  const errors: GiftCardFormErrors = {};
  const amount = amountRefusal(card, change.amountCents, language);
  if (amount) errors.amount = amount;
  const checked = card.kind === 'e-gift' ? recipientOf(change.recipient, language) : null;
  Object.assign(errors, checked?.errors);
  if (Object.keys(errors).length > 0 || change.amountCents === null) {
    const { giftCardId, amountCents, quantity, recipient } = change;
    return data(
      { giftCardId, errors, amountCents, quantity, recipient } satisfies GiftCardFormAnswer,
      { status: 400, headers: cacheHeader('none') },
    );
  }
  const choice = {
    giftCardId: change.giftCardId,
    kind: card.kind,
    title: giftCardLineTitle(card, change.amountCents, language),
    amountCents: change.amountCents,
    quantity: change.quantity,
    ...(checked?.recipient ? { recipient: checked.recipient } : {}),
  };
  return saveLineChange(request, { intent: 'add-gift-card', card: choice }, language);
}
