import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { accountContactsSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { commitSiteSession } from '../../server/session.server';
import { currentSite } from '../../server/site.server';
import { sendEmailVerification } from '../../server/emailVerification.server';
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
  type AccountContext,
  type AccountFormResult,
} from './account.server';
import { formatLoyaltyId } from '../../site/accountFormat';

type Customer = ResponseOf<'getCustomer'>;
type RewardPoints = ResponseOf<'rewardPoints'>;

/** What the profile page shows: the account's contacts and how the customer signs in. */
export interface ProfileData {
  language: Language;
  loginMethod: Customer['loginMethod'];
  contact: Customer['accountContacts'][number] | null;
  emailVerified: boolean;
  /** For a Google account: the sentence saying its email and password are Google's. */
  googleNote: string | null;
  /**
   * The rewards programme as the customer sees it: their number, or the way to join; on the
   * rewards site a member's points too (decision 0049; the snacks site shows none).
   */
  rewards: { member: boolean; loyaltyId: string | null; points: RewardPoints | null };
  /** The newsletters the customer receives. */
  newsletters: Customer['newsletters'];
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
  const showPoints = currentSite().id === 'rewards';
  const [customer, points] = await Promise.all([
    accountData(context, 'getCustomer'),
    showPoints ? accountData(context, 'rewardPoints', { query: { lang: context.language } }) : null,
  ]);
  const page: ProfileData = {
    language: context.language,
    loginMethod: customer.loginMethod,
    contact: customer.accountContacts[0] ?? null,
    emailVerified: customer.emailVerified,
    googleNote:
      customer.loginMethod === 'google'
        ? formatMessage('googleEmailLocked', context.language)
        : null,
    rewards: {
      member: customer.rewardsMember,
      loyaltyId: customer.loyaltyId,
      points: points?.member ? points : null,
    },
    newsletters: customer.newsletters,
  };
  return data(page, { headers: ACCOUNT_HEADERS });
}

/**
 * The profile page's forms, by `intent`: the profile itself (the default), the newsletters,
 * joining the rewards programme, and sending its confirmation email again.
 */
export async function profileAction({ request }: ActionFunctionArgs) {
  const context = await accountForm(request);
  const intent = String(context.form.get('intent') ?? 'profile');
  if (intent === 'newsletters') return newslettersAction(context);
  if (intent === 'join-rewards') return joinRewardsAction(context);
  if (intent === 'verify-email') return verifyEmailRequestAction(context);
  return saveProfile(context);
}

type ProfileForm = Awaited<ReturnType<typeof accountForm>>;

/** A form's answer on the profile page, under the form's `intent`. */
function profileAnswer(
  intent: string,
  result: Omit<AccountFormResult, 'intent'>,
  status = 200,
  setCookie?: string,
) {
  return data<AccountFormResult>(
    { intent, ...result },
    {
      status,
      headers: setCookie ? { ...ACCOUNT_HEADERS, 'Set-Cookie': setCookie } : ACCOUNT_HEADERS,
    },
  );
}

/**
 * The newsletters (update user): a ticked box subscribes, an unticked one withdraws. The API
 * stores each with this site's code, from its one list of codes.
 */
async function newslettersAction(context: ProfileForm) {
  const { form, language } = context;
  const t = pageText(language);
  const result = await accountCall(context, 'updateUser', {
    body: {
      rewardsNewsletter: form.get('rewardsNewsletter') === 'on',
      shopNewsletter: form.get('shopNewsletter') === 'on',
      sourceID: currentSite().id,
    },
  });
  if (!result.ok) {
    const failure = { status: 'refused' as const, errors: {}, values: {} };
    const message = failureMessage(result, language);
    return profileAnswer('newsletters', { ...failure, message }, formStatus(result));
  }
  const done = { status: 'done' as const, errors: {}, values: {} };
  return profileAnswer('newsletters', { ...done, message: t('myaccount.newsletters.saved') });
}

/**
 * Joining the rewards programme (update user `joinRewards`): the customer gets a loyalty
 * number, the site's session (and so the header and footer) knows it, and the confirmation
 * mail goes out when the email is not confirmed yet.
 */
async function joinRewardsAction(context: ProfileForm) {
  const { language, shopper, session } = context;
  const t = pageText(language);
  const site = currentSite().id;
  const result = await accountCall(context, 'updateUser', {
    body: { joinRewards: true, sourceID: site },
  });
  if (!result.ok) {
    const failure = { status: 'refused' as const, errors: {}, values: {} };
    const message = failureMessage(result, language);
    return profileAnswer('join-rewards', { ...failure, message }, formStatus(result));
  }
  const { loyaltyId, emailVerified, accountContacts } = result.data;
  const email = accountContacts[0]?.email;
  if (!emailVerified && email) await sendVerification(context, email);
  session.set('shopper', { ...shopper, loyaltyId });
  const setCookie = await commitSiteSession(session);
  const number = loyaltyId ? formatLoyaltyId(loyaltyId) : '';
  return profileAnswer(
    'join-rewards',
    { status: 'done', message: t('myaccount.rewards.joined', { number }), errors: {}, values: {} },
    200,
    setCookie,
  );
}

/** Sends the rewards programme's confirmation link again, to the account's email. */
async function verifyEmailRequestAction(context: ProfileForm) {
  const { language } = context;
  const t = pageText(language);
  const customer = await accountCall(context, 'getCustomer');
  const email = customer.ok ? customer.data.accountContacts[0]?.email : undefined;
  const result = email ? await sendVerification(context, email) : customer;
  if (!result.ok) {
    const failure = { status: 'refused' as const, errors: {}, values: {} };
    const message = failureMessage(result, language);
    return profileAnswer('verify-email', { ...failure, message }, formStatus(result));
  }
  return profileAnswer('verify-email', {
    status: 'done',
    message: t('myaccount.rewards.verificationSent', { email }),
    errors: {},
    values: {},
  });
}

/** The rewards programme's email confirmation link, mailed in the page's language. */
function sendVerification(context: Pick<AccountContext, 'request' | 'language'>, email: string) {
  return sendEmailVerification(context.request, email, context.language);
}

/**
 * Saves the profile (update account). The fields are checked with the schema the page checks
 * them with; a new email needs the current password (the API checks it too), and a Google
 * account keeps Google's email. The header's greeting follows a new first name.
 */
async function saveProfile(context: ProfileForm) {
  const { form, language, shopper, session } = context;
  const t = pageText(language);
  const values = formValues(form, PROFILE_FIELDS);
  const currentPassword = String(form.get('currentPassword') ?? '');
  const google = shopper.loginMethod === 'google';
  const answer = (result: Omit<AccountFormResult, 'intent'>, status = 200, setCookie?: string) =>
    profileAnswer('profile', result, status, setCookie);

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
