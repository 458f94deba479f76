import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { accountContactsSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { commitSiteSession } from '../../server/session.server';
import {
  ACCOUNT_HEADERS,
  accountCall,
  accountData,
  accountForm,
  apiFieldErrors,
  failureMessage,
  formStatus,
  formValues,
  pageText,
  requireShopper,
  type AccountFormResult,
} from './account.server';

type Customer = ResponseOf<'getCustomer'>;

/** What the profile page shows: the account's contacts and how the customer signs in. */
export interface ProfileData {
  language: Language;
  loginMethod: Customer['loginMethod'];
  contact: Customer['accountContacts'][number] | null;
  emailVerified: boolean;
  /** For a Google account: the sentence saying its email and password are Google's. */
  googleNote: string | null;
}

/** The profile form's fields (the current password is never sent back). */
const PROFILE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'gender',
  'birthDay',
  'birthMonth',
  'birthYear',
  'phoneNumber',
  'zipcode',
] as const;

/** `/profile`: the signed-in customer's contacts (get-customer). */
export async function profileLoader({ request }: LoaderFunctionArgs) {
  const context = await requireShopper(request);
  const customer = await accountData(context, 'getCustomer');
  const page: ProfileData = {
    language: context.language,
    loginMethod: customer.loginMethod,
    contact: customer.accountContacts[0] ?? null,
    emailVerified: customer.emailVerified,
    googleNote:
      customer.loginMethod === 'google'
        ? formatMessage('googleEmailLocked', context.language)
        : null,
  };
  return data(page, { headers: ACCOUNT_HEADERS });
}

/**
 * Saves the profile (update account). The fields are checked with the schema the page checks
 * them with; a new email needs the current password (the API checks it too), and a Google
 * account keeps Google's email. The header's greeting follows a new first name.
 */
export async function profileAction({ request }: ActionFunctionArgs) {
  const context = await accountForm(request);
  const { form, language, shopper, session } = context;
  const t = pageText(language);
  const values = formValues(form, PROFILE_FIELDS);
  const currentPassword = String(form.get('currentPassword') ?? '');
  const google = shopper.loginMethod === 'google';
  const answer = (result: Omit<AccountFormResult, 'intent'>, status = 200, setCookie?: string) =>
    data<AccountFormResult>(
      { intent: 'profile', ...result },
      {
        status,
        headers: setCookie ? { ...ACCOUNT_HEADERS, 'Set-Cookie': setCookie } : ACCOUNT_HEADERS,
      },
    );

  const parsed = accountContactsSchema.safeParse({
    ...values,
    email: google ? undefined : values.email,
    currentPassword: currentPassword || undefined,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, language);
    return answer({ status: 'invalid', message: t('myaccount.fixErrors'), errors, values });
  }
  const current = await accountCall(context, 'getCustomer');
  const currentEmail = current.ok ? (current.data.accountContacts[0]?.email ?? '') : '';
  const emailChanges =
    !google &&
    parsed.data.email !== undefined &&
    parsed.data.email.toLowerCase() !== currentEmail.toLowerCase();
  if (emailChanges && !currentPassword) {
    const errors = { currentPassword: t('myaccount.profile.passwordForEmail') };
    return answer({ status: 'invalid', message: t('myaccount.fixErrors'), errors, values });
  }

  const body = emailChanges
    ? parsed.data
    : { ...parsed.data, email: undefined, currentPassword: undefined };
  const result = await accountCall(context, 'updateAccount', { body: withoutUndefined(body) });
  if (!result.ok) {
    const errors = apiFieldErrors(result, language);
    if (result.error.code === 'ACCOUNT_EXISTS') errors.email = failureMessage(result, language);
    return answer(
      {
        status: 'refused',
        message:
          Object.keys(errors).length > 0
            ? t('myaccount.fixErrors')
            : failureMessage(result, language),
        errors,
        values,
      },
      formStatus(result),
    );
  }
  const firstName = result.data.accountContacts[0]?.firstName ?? shopper.firstName;
  let setCookie: string | undefined;
  if (firstName !== shopper.firstName) {
    session.set('shopper', { ...shopper, firstName });
    setCookie = await commitSiteSession(session);
  }
  return answer(
    {
      status: 'done',
      message: emailChanges ? t('myaccount.profile.savedEmail') : t('myaccount.profile.saved'),
      errors: {},
      values: {},
    },
    200,
    setCookie,
  );
}

/** The body without the fields left out (the contract's optional fields take no undefined). */
function withoutUndefined<T extends Record<string, unknown>>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}
