import type { ApiError } from '@snackshop/commerce-core/api-client';
import { ACCOUNT_LOCK_MINUTES } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import {
  formatMessage,
  socialSignInErrorDisplay,
  translateMessage,
  type SocialSignInErrorDisplay,
  type SocialSignInErrorKey,
} from '@snackshop/commerce-core/messages';
import { caRewardsSiteUrl, siteEnv } from '../../server/env.server';
import type { SiteConfig } from '../../site/site';

/** A message next to a sign-in form: text, or text whose end links to a sign-in page. */
export type SignInMessage = SocialSignInErrorDisplay;

/**
 * The social sign-in error keys of SPEC section 8 by the variant a site is: a Google account
 * (social id) met on the shop links to the main sign-in, on a rewards variant to that
 * variant's; an email that already has an account (user id) is linked on a rewards variant
 * only (the shop says "Please sign in.").
 */
const VARIANT_KEYS = {
  main: { socialId: 'socialIdExists', userId: null },
  rewards: { socialId: 'socialIdExistsUsRewards', userId: 'userIdExistsUsRewards' },
  caRewards: { socialId: 'socialIdExistsCaRewards', userId: 'userIdExistsCaRewards' },
} as const satisfies Record<
  SiteConfig['signInTarget'],
  { socialId: SocialSignInErrorKey; userId: SocialSignInErrorKey | null }
>;

/**
 * What create account says of an email that already has an account: on a rewards variant,
 * its `userIdExists` key's message linking to that variant's sign-in.
 */
export function existingAccountMessage(
  site: Pick<SiteConfig, 'signInTarget'>,
  language: Language,
): SignInMessage {
  const key = VARIANT_KEYS[site.signInTarget].userId;
  if (!key) return { kind: 'text', text: formatMessage('accountExists', language) };
  return socialMessage(key, formatMessage('rewardsAccountExists', 'en-us'), language);
}

/** A social sign-in error key's message, with the words after 'through' as the link. */
function socialMessage(
  key: string | null,
  englishMessage: string,
  language: Language,
): SignInMessage {
  const env = siteEnv();
  return socialSignInErrorDisplay(key, translateMessage(englishMessage, language), {
    main: env.SNACKS_SITE_URL,
    usRewards: env.REWARDS_SITE_URL,
    caRewards: caRewardsSiteUrl(env),
  });
}

/**
 * The lock of SPEC section 8 in the spec's words, then how long it lasts and a link to
 * reset the password, which opens the account at once.
 */
function accountLockedMessage(language: Language): SignInMessage {
  const help = formatMessage('accountLockedHelp', language, { minutes: ACCOUNT_LOCK_MINUTES });
  return {
    kind: 'link',
    before: `${formatMessage('accountLocked', language)}. ${help}`,
    linkText: formatMessage('accountLockedReset', language),
    href: '/forgotpassword',
  };
}

/**
 * What to tell the shopper about a refused sign-in call. The API words every refusal (the
 * lock, the rewards site's wording, the Google rules) in English; it is shown translated,
 * and a Google account's refusal links to Google sign-in through SPEC section 8's keys.
 */
export function signInRefusal(
  error: ApiError,
  language: Language,
  site: Pick<SiteConfig, 'signInTarget'>,
): SignInMessage {
  if (error.status === 410) return { kind: 'text', text: formatMessage('signInExpired', language) };
  if (error.code === 'ACCOUNT_LOCKED') return accountLockedMessage(language);
  if (error.code === 'GOOGLE_ACCOUNT') {
    return socialMessage(VARIANT_KEYS[site.signInTarget].socialId, error.message, language);
  }
  if (error.status === 0 || error.status >= 500) {
    return { kind: 'text', text: formatMessage('serverError', language) };
  }
  return { kind: 'text', text: translateMessage(error.message, language) };
}

/**
 * What create account says when the account was made but signing it in was refused (the
 * sign-in limit of the shopper's address, an interaction that ended meanwhile): the account
 * exists, and the link starts a sign-in; throttled, after a few minutes.
 */
export function accountCreatedMessage(error: ApiError, language: Language): SignInMessage {
  const throttled = error.status === 429 || error.code === 'RATE_LIMITED';
  return {
    kind: 'link',
    before: formatMessage(
      throttled ? 'accountCreatedSignInLater' : 'accountCreatedSignIn',
      language,
    ),
    linkText: formatMessage('accountCreatedSignInLink', language),
    href: '/signin',
  };
}

/** The API's field errors (English), translated, by field name. */
export function apiFieldErrors(error: ApiError, language: Language): Record<string, string> {
  return Object.fromEntries(
    (error.fieldErrors ?? []).map((entry) => [
      entry.field,
      translateMessage(entry.message, language),
    ]),
  );
}
