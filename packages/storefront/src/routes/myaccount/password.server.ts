import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { fieldErrors, passwordSchema } from '@snackshop/commerce-core/validation';
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

/** What the change-password page needs: whether the customer has a password at all. */
interface PasswordPageData {
  language: Language;
  /** A Google account has no password: the sentence saying so, instead of the form. */
  googleNote: string | null;
}

/**
 * `/profile/password`: the form, or for a Google account why there is none. Whether the
 * account signs in through Google is the API's answer (usersExists, SPEC section 7 call 3,
 * for the customer's own email), not how this session began.
 */
export async function passwordLoader({ request }: LoaderFunctionArgs) {
  const context = await requireShopper(request);
  const customer = await accountData(context, 'getCustomer');
  const email = customer.accountContacts[0]?.email;
  const social = email
    ? (await accountData(context, 'usersExists', { query: { email } })).socialUser
    : customer.loginMethod === 'google';
  const page: PasswordPageData = {
    language: context.language,
    googleNote: social ? formatMessage('googleNoPassword', context.language) : null,
  };
  return data(page, { headers: ACCOUNT_HEADERS });
}

/**
 * Change password: the current one and a new one with the five criteria. The API ends every
 * other session of the customer; this one stays signed in.
 */
export async function passwordAction({ request }: ActionFunctionArgs) {
  const context = await accountForm(request);
  const { form, language } = context;
  const t = pageText(language);
  const currentPassword = String(form.get('currentPassword') ?? '');
  const newPassword = String(form.get('newPassword') ?? '');
  const answer = (result: Omit<AccountFormResult, 'intent' | 'values'>, status = 200) =>
    data<AccountFormResult>(
      { intent: 'password', values: {}, ...result },
      { status, headers: ACCOUNT_HEADERS },
    );

  const errors: Record<string, string> = {};
  if (!currentPassword) errors.currentPassword = formatMessage('passwordRequired', language);
  const parsed = passwordSchema.safeParse(newPassword);
  if (!parsed.success) errors.newPassword = fieldErrors(parsed.error, language)[''] ?? '';
  if (Object.keys(errors).length > 0) {
    return answer({ status: 'invalid', message: t('myaccount.fixErrors'), errors });
  }
  const result = await accountCall(context, 'changePassword', {
    body: { currentPassword, newPassword },
  });
  if (!result.ok) {
    const fields = apiFieldErrors(result, language);
    if (result.error.code === 'CURRENT_PASSWORD_WRONG') {
      fields.currentPassword = failureMessage(result, language);
    }
    return answer(
      {
        status: 'refused',
        message:
          Object.keys(fields).length > 0
            ? t('myaccount.fixErrors')
            : failureMessage(result, language),
        errors: fields,
      },
      formStatus(result),
    );
  }
  return answer({
    status: 'done',
    message: t('myaccount.password.changed'),
    errors: {},
  });
}
