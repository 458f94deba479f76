import type { ApiError } from '@snackshop/commerce-core/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountCreatedMessage, existingAccountMessage, signInRefusal } from './messages.server';

const refusal = (status: number, code: string, message: string): ApiError => ({
  kind: 'http',
  status,
  code,
  message,
  method: 'POST',
  path: '/identity/interaction/login',
});

const shop = { signInTarget: 'main' } as const;
const rewards = { signInTarget: 'rewards' } as const;

beforeAll(() => {
  vi.stubEnv('SNACKS_SITE_URL', 'https://shop.example');
  vi.stubEnv('REWARDS_SITE_URL', 'https://rewards.example');
  vi.stubEnv('CA_REWARDS_SITE_URL', 'https://rewards.example.ca');
});
afterAll(() => vi.unstubAllEnvs());

describe('what a refused sign-in tells the shopper', () => {
  it('translates the API’s message: the lock, wrong credentials, the rewards wording', () => {
    const locked = refusal(
      423,
      'ACCOUNT_LOCKED',
      'Your account has been locked due to too many incorrect password attempts',
    );
    // The spec's words first, then how long the lock lasts and the way out of it.
    expect(signInRefusal(locked, 'en-us', shop)).toEqual({
      kind: 'link',
      before:
        'Your account has been locked due to too many incorrect password attempts. ' +
        'You can try again in 15 minutes, or',
      linkText: 'reset your password now.',
      href: '/forgotpassword',
    });
    expect(signInRefusal(locked, 'es-us', rewards)).toEqual({
      kind: 'link',
      before:
        'Su cuenta ha sido bloqueada debido a demasiados intentos de contraseña incorrectos. ' +
        'Puede intentarlo de nuevo en 15 minutos o',
      linkText: 'restablecer su contraseña ahora.',
      href: '/forgotpassword',
    });
    const rewardsFailure = refusal(
      401,
      'INVALID_CREDENTIALS',
      'Authentication Failed. Your username or password is incorrect.',
    );
    expect(signInRefusal(rewardsFailure, 'es-us', rewards)).toEqual({
      kind: 'text',
      text: 'Error de autenticación. Su nombre de usuario o contraseña son incorrectos.',
    });
  });

  it('links a Google account’s refusal to the sign-in of the site’s social key (SPEC section 8)', () => {
    const google = refusal(
      409,
      'GOOGLE_ACCOUNT',
      'Account already exists. Please login through Google sign in',
    );
    expect(signInRefusal(google, 'en-us', shop)).toEqual({
      kind: 'link',
      before: 'Account already exists. Please login through',
      linkText: 'Google sign in',
      href: 'https://shop.example/?signin=true',
    });
    expect(signInRefusal(google, 'es-us', rewards)).toEqual({
      kind: 'link',
      before: 'La cuenta ya existe. Inicie sesión a través de',
      linkText: 'Google',
      href: 'https://rewards.example/?signin=true',
    });
  });

  it('says an ended sign-in expired, and a failed API the server error', () => {
    expect(signInRefusal(refusal(410, 'SIGN_IN_EXPIRED', 'x'), 'en-us', shop)).toEqual({
      kind: 'text',
      text: 'This sign-in has expired. Please start again.',
    });
    expect(signInRefusal(refusal(502, 'API_UNREACHABLE', 'x'), 'en-us', shop)).toEqual({
      kind: 'text',
      text: 'Something went to wrong on server, please try again',
    });
  });
});

describe('an account created but not signed in', () => {
  const throttled = refusal(
    429,
    'RATE_LIMITED',
    'Too many attempts. Please wait a few minutes and try again.',
  );

  it('says the account exists and to sign in in a few minutes when the sign-in was limited', () => {
    expect(accountCreatedMessage(throttled, 'en-us')).toEqual({
      kind: 'link',
      before:
        'Your account has been created, but there have been too many sign-in attempts. ' +
        'Please wait a few minutes, then',
      linkText: 'sign in.',
      href: '/signin',
    });
    expect(accountCreatedMessage(throttled, 'es-us')).toEqual({
      kind: 'link',
      before:
        'Su cuenta ha sido creada, pero ha habido demasiados intentos de inicio de sesión. ' +
        'Espere unos minutos y luego',
      linkText: 'inicie sesión.',
      href: '/signin',
    });
  });

  it('says the account exists and to sign in when the sign-in failed otherwise', () => {
    const expired = refusal(410, 'INTERACTION_EXPIRED', 'This sign-in has expired.');
    expect(accountCreatedMessage(expired, 'en-us')).toMatchObject({
      before: 'Your account has been created. Please',
      linkText: 'sign in.',
    });
    expect(accountCreatedMessage(expired, 'es-us')).toMatchObject({
      before: 'Su cuenta ha sido creada. Por favor,',
      linkText: 'inicie sesión.',
    });
  });
});

describe('the social sign-in error keys of each variant (SPEC section 8)', () => {
  const caRewards = { signInTarget: 'caRewards' } as const;
  const google = refusal(
    409,
    'GOOGLE_ACCOUNT',
    'Account already exists. Please login through Google sign in',
  );

  it('links a Google account on the Canadian rewards variant to the Canadian rewards sign-in', () => {
    expect(signInRefusal(google, 'en-us', caRewards)).toEqual({
      kind: 'link',
      before: 'Account already exists. Please login through',
      linkText: 'Google sign in',
      href: 'https://rewards.example.ca/?signin=true',
    });
  });

  it('links an existing account (user id) to its rewards variant’s sign-in, and not on the shop', () => {
    expect(existingAccountMessage(rewards, 'en-us')).toEqual({
      kind: 'link',
      before: 'Account already exists. Please login through',
      linkText: 'Snack Rewards sign in',
      href: 'https://rewards.example/?signin=true',
    });
    expect(existingAccountMessage(caRewards, 'es-us')).toEqual({
      kind: 'link',
      before: 'La cuenta ya existe. Inicie sesión a través de',
      linkText: 'Snack Rewards',
      href: 'https://rewards.example.ca/?signin=true',
    });
    expect(existingAccountMessage(shop, 'en-us')).toEqual({
      kind: 'text',
      text: 'Account already exists. Please sign in.',
    });
  });
});
