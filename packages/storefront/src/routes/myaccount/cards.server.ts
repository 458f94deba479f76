import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import {
  ACCOUNT_HEADERS,
  accountCall,
  accountData,
  accountForm,
  failureMessage,
  formStatus,
  pageText,
  requireShopper,
  type AccountFormResult,
} from './account.server';

/** A saved card as get-customer lists it: brand, masked number, expiry; never the number. */
type SavedCardView = ResponseOf<'getCustomer'>['savedCards'][number];

interface CardsData {
  language: Language;
  cards: SavedCardView[];
}

/** `/profile/cards`: the cards the customer kept at checkout. */
export async function cardsLoader({ request }: LoaderFunctionArgs) {
  const context = await requireShopper(request);
  const customer = await accountData(context, 'getCustomer');
  const page: CardsData = { language: context.language, cards: customer.savedCards };
  return data(page, { headers: ACCOUNT_HEADERS });
}

/** Forgets a saved card (deletepaymentaccount, the card's id in the DELETE body). */
export async function cardsAction({ request }: ActionFunctionArgs) {
  const context = await accountForm(request);
  const { form, language } = context;
  const id = String(form.get('id') ?? '');
  const result = await accountCall(context, 'deletePaymentAccount', { body: { id } });
  const answer: AccountFormResult = result.ok
    ? {
        intent: 'delete',
        id,
        status: 'done',
        message: pageText(language)('myaccount.cards.deleted'),
        errors: {},
        values: {},
      }
    : {
        intent: 'delete',
        id,
        status: 'refused',
        message: failureMessage(result, language),
        errors: {},
        values: {},
      };
  return data(answer, {
    status: result.ok ? 200 : formStatus(result),
    headers: ACCOUNT_HEADERS,
  });
}
