import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from './messages';
import {
  GOOGLE_SIGN_IN_PAGE_ERRORS,
  SOCIAL_SIGN_IN_ERRORS,
  signInHref,
  socialSignInErrorDisplay,
  splitAtThrough,
} from './social-sign-in';

const origins = {
  main: 'https://www.snacks.example',
  usRewards: 'https://rewards.snacks.example/',
  caRewards: 'https://rewards.snacks.example.ca',
};

describe('social sign-in error keys', () => {
  it('link the rewards variants to their own rewards site and the plain key to the main site', () => {
    expect(SOCIAL_SIGN_IN_ERRORS).toEqual({
      socialIdExists: 'main',
      socialIdExistsUsRewards: 'usRewards',
      userIdExistsUsRewards: 'usRewards',
      socialIdExistsCaRewards: 'caRewards',
      userIdExistsCaRewards: 'caRewards',
    });
    expect(signInHref('main', origins)).toBe('https://www.snacks.example/?signin=true');
    expect(signInHref('usRewards', origins)).toBe('https://rewards.snacks.example/?signin=true');
    expect(signInHref('main', { ...origins, main: '' })).toBe('/?signin=true');
  });

  it('splits the message at the word through and links the rest', () => {
    const message = formatMessage('existingGoogleAccount');
    expect(socialSignInErrorDisplay('socialIdExists', message, origins)).toEqual({
      kind: 'link',
      before: 'Account already exists. Please login through',
      linkText: 'Google sign in',
      href: 'https://www.snacks.example/?signin=true',
    });
    expect(
      socialSignInErrorDisplay(
        'userIdExistsCaRewards',
        'This email is registered. Please sign in through Rewards Canada',
        origins,
      ),
    ).toMatchObject({
      linkText: 'Rewards Canada',
      href: 'https://rewards.snacks.example.ca/?signin=true',
    });
  });

  it('splits the Spanish message at a través de', () => {
    expect(splitAtThrough(formatMessage('existingGoogleAccount', 'es-us'))).toEqual({
      before: 'La cuenta ya existe. Inicie sesión a través de',
      after: 'Google',
    });
  });

  it('shows any other message as is', () => {
    expect(socialSignInErrorDisplay('somethingElse', 'Sign in through Google', origins)).toEqual({
      kind: 'text',
      text: 'Sign in through Google',
    });
    expect(socialSignInErrorDisplay('socialIdExists', 'Account exists.', origins)).toEqual({
      kind: 'text',
      text: 'Account exists.',
    });
    expect(socialSignInErrorDisplay(undefined, 'x', origins)).toEqual({ kind: 'text', text: 'x' });
    expect(splitAtThrough('walkthrough done')).toBeUndefined();
  });
});

describe('Google sign-in page errors', () => {
  it('name a message in both languages for each error the API sends back', () => {
    expect(Object.keys(GOOGLE_SIGN_IN_PAGE_ERRORS).sort()).toEqual([
      'google-failed',
      'google-link',
    ]);
    for (const key of Object.values(GOOGLE_SIGN_IN_PAGE_ERRORS)) {
      expect(MESSAGES[key].en).toBeTruthy();
      expect(MESSAGES[key].es).toBeTruthy();
    }
    expect(MESSAGES[GOOGLE_SIGN_IN_PAGE_ERRORS['google-link']].en).toMatch(/password/);
  });
});
