import type { MessageKey } from './messages';

/** The sites a social sign-in error can send the shopper to, to sign in there instead. */
export type SignInSite = 'main' | 'usRewards' | 'caRewards';

/** Origins of the sign-in sites (e.g. `https://rewards.example`); '' means this site. */
export type SignInOrigins = Readonly<Record<SignInSite, string>>;

/**
 * Social sign-in error keys of SPEC section 8: a social id or user id that already exists,
 * in the US or Canadian rewards variant, links to that rewards site's sign-in; the plain
 * socialId-exists key links to the main site's sign-in.
 */
export const SOCIAL_SIGN_IN_ERRORS = {
  socialIdExists: 'main',
  socialIdExistsUsRewards: 'usRewards',
  userIdExistsUsRewards: 'usRewards',
  socialIdExistsCaRewards: 'caRewards',
  userIdExistsCaRewards: 'caRewards',
} as const satisfies Record<string, SignInSite>;
export type SocialSignInErrorKey = keyof typeof SOCIAL_SIGN_IN_ERRORS;

/**
 * The `error` a site's login page is opened with when the API sends the shopper back from
 * Google sign-in (docs/decisions/0027), and the message the page shows for each: an email
 * that belongs to a password account is never linked to Google, and a sign-in Google did not
 * complete is started again.
 */
export const GOOGLE_SIGN_IN_PAGE_ERRORS = {
  'google-link': 'googleLinkRefused',
  'google-failed': 'googleSignInFailed',
} as const satisfies Record<string, MessageKey>;
export type GoogleSignInPageError = keyof typeof GOOGLE_SIGN_IN_PAGE_ERRORS;

/** The query that opens the sign-in on a site (SPEC section 2). */
export const SIGN_IN_QUERY = 'signin=true';

/** The sign-in link of a site: its origin's home page with `?signin=true`. */
export function signInHref(site: SignInSite, origins: SignInOrigins): string {
  return `${origins[site].replace(/\/+$/, '')}/?${SIGN_IN_QUERY}`;
}

export function isSocialSignInErrorKey(key: string): key is SocialSignInErrorKey {
  return Object.prototype.hasOwnProperty.call(SOCIAL_SIGN_IN_ERRORS, key);
}

/** The words a message is split at: English 'through' and its Spanish 'a través de'. */
const SPLIT_WORDS = /\b(through)\b|(?<![\p{L}])(a través de)(?![\p{L}])/iu;

/**
 * Splits a message at the word 'through': the text up to and including it, and the text
 * after it, which becomes the link. Undefined when the message has no such word.
 */
export function splitAtThrough(message: string): { before: string; after: string } | undefined {
  const match = SPLIT_WORDS.exec(message);
  if (!match) return undefined;
  const end = match.index + match[0].length;
  const after = message.slice(end).trim();
  if (!after) return undefined;
  return { before: message.slice(0, end), after };
}

export type SocialSignInErrorDisplay =
  | {
      readonly kind: 'link';
      readonly before: string;
      readonly linkText: string;
      readonly href: string;
    }
  | { readonly kind: 'text'; readonly text: string };

/**
 * How to show a server's sign-in error: for a known social sign-in key, the message with the
 * text after 'through' as a link to the right site's sign-in; otherwise the message as is.
 */
export function socialSignInErrorDisplay(
  key: string | null | undefined,
  message: string,
  origins: SignInOrigins,
): SocialSignInErrorDisplay {
  if (key && isSocialSignInErrorKey(key)) {
    const parts = splitAtThrough(message);
    if (parts) {
      return {
        kind: 'link',
        before: parts.before,
        linkText: parts.after,
        href: signInHref(SOCIAL_SIGN_IN_ERRORS[key], origins),
      };
    }
  }
  return { kind: 'text', text: message };
}
