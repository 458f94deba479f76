import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MixPack } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { mixItems } from '../../catalogue/savedMix';
import { saveLineChange } from '../../server/cartChange.server';
import {
  ACCOUNT_HEADERS,
  accountCall,
  accountData,
  accountForm,
  apiFieldErrors,
  failureMessage,
  formStatus,
  pageText,
  requireShopper,
  type AccountFormResult,
} from './account.server';

/** The customer's saved mixes, most recently changed first. */
export interface SavedMixesData {
  language: Language;
  mixes: MixPack[];
}

/** `/saved-mixes`: the signed-in customer's saved mixes (getmixpacklist). */
export async function savedMixesLoader({ request }: LoaderFunctionArgs) {
  const context = await requireShopper(request);
  const list = await accountData(context, 'mixPackList', { query: { lang: context.language } });
  const page: SavedMixesData = { language: context.language, mixes: list.mixPacks };
  return data(page, { headers: ACCOUNT_HEADERS });
}

/** The forms of a saved mix's card; a form naming none of them is a rename. */
const INTENTS = ['delete', 'add-to-cart', 'rename'] as const;

/**
 * Renames a saved mix (mixpack update with its items as they are), deletes one, or puts one
 * in the cart as a multipack line named after it (a browser without scripts; with them the
 * page adds it in place) and answers with the cart page. A mix with items no longer sold
 * cannot be saved again or added until they are replaced: the page says to click Edit and
 * replace them.
 */
export async function savedMixesAction({ request }: ActionFunctionArgs) {
  const context = await accountForm(request);
  const { form, language } = context;
  const t = pageText(language);
  const intent = INTENTS.find((name) => name === form.get('intent')) ?? 'rename';
  const mixPackId = String(form.get('mixPackId') ?? '');
  const name = String(form.get('name') ?? '').trim();
  const answer = (result: Omit<AccountFormResult, 'intent' | 'id'>, status = 200) =>
    data<AccountFormResult>(
      { intent, id: mixPackId, ...result },
      { status, headers: ACCOUNT_HEADERS },
    );

  if (intent === 'delete') {
    const result = await accountCall(context, 'mixPackDelete', {
      query: { mixPackId, lang: language },
    });
    return result.ok
      ? answer({ status: 'done', message: t('myaccount.mixes.deleted'), errors: {}, values: {} })
      : answer(
          { status: 'refused', message: failureMessage(result, language), errors: {}, values: {} },
          formStatus(result),
        );
  }

  if (intent === 'add-to-cart') {
    const mix = await accountCall(context, 'mixPackDetail', {
      query: { mixPackId, lang: language },
    });
    if (!mix.ok) {
      return answer(
        { status: 'refused', message: failureMessage(mix, language), errors: {}, values: {} },
        formStatus(mix),
      );
    }
    if (!mix.data.isFull || mix.data.hasUnavailableItems) {
      // Answered on the page, as the card's other refusals are.
      return answer({ status: 'refused', message: t('mix.unavailable'), errors: {}, values: {} });
    }
    const { name: title, items } = mix.data;
    return saveLineChange(
      request,
      { intent: 'add-mix', items: mixItems({ items }), title, mixPackId },
      language,
    );
  }

  if (!name) {
    return answer({
      status: 'invalid',
      message: t('myaccount.fixErrors'),
      errors: { name: t('myaccount.mixes.nameRequired') },
      values: { name },
    });
  }
  const mix = await accountCall(context, 'mixPackDetail', { query: { mixPackId, lang: language } });
  if (!mix.ok) {
    return answer(
      { status: 'refused', message: failureMessage(mix, language), errors: {}, values: { name } },
      formStatus(mix),
    );
  }
  const result = await accountCall(context, 'mixPackUpdate', {
    body: {
      mixPackId,
      name,
      items: mix.data.items.map(({ productId, quantity }) => ({ productId, quantity })),
      lang: language,
    },
  });
  if (!result.ok) {
    const errors = apiFieldErrors(result, language);
    const message = mix.data.hasUnavailableItems
      ? t('mix.unavailable')
      : (errors.name ?? failureMessage(result, language));
    return answer(
      {
        status: 'refused',
        message,
        errors: errors.name ? { name: errors.name } : {},
        values: { name },
      },
      formStatus(result),
    );
  }
  return answer({ status: 'done', message: t('myaccount.mixes.renamed'), errors: {}, values: {} });
}
