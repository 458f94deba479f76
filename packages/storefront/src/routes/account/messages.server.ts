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
 * The social sign-in error key of SPEC section 8 for a Google account met on this site: the
 * rewards site's key links to the rewards sign-in, the shop's to the main one.
 */
function googleAccountKey(site: Pick<SiteConfig, 'signInTarget'>): SocialSignInErrorKey {
  return site.signInTarget === 'rewards' ? 'socialIdExistsUsRewards' : 'socialIdExists';
}

/** A social sign-in error key's message, with the words after 'through' as the link. */
export function socialMessage(
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
    return socialMessage(googleAccountKey(site), error.message, language);
  }
  if (error.status === 0 || error.status >= 500) {
    return { kind: 'text', text: formatMessage('serverError', language) };
  }
  return { kind: 'text', text: translateMessage(error.message, language) };
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
