import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_KEYS, errorMessage } from './error-catalogue';
import {
  MESSAGES,
  findMessage,
  formatMessage,
  translateMessage,
  type MessageKey,
} from './messages';

describe('message catalogue', () => {
  it('has English and Spanish text for every message, and they differ', () => {
    for (const [key, entry] of Object.entries(MESSAGES)) {
      expect(entry.en.trim(), key).not.toBe('');
      expect(entry.es.trim(), key).not.toBe('');
      expect(entry.es, key).not.toBe(entry.en);
    }
  });

  it('keeps the same parameters in both languages', () => {
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, entry] of Object.entries(MESSAGES)) {
      expect(params(entry.es), key).toEqual(params(entry.en));
    }
  });

  it('gives each English text to one key, so a message can be traced back', () => {
    const seen = new Map<string, string>();
    for (const [key, entry] of Object.entries(MESSAGES)) {
      expect(seen.get(entry.en), `${key} repeats ${seen.get(entry.en)}`).toBeUndefined();
      seen.set(entry.en, key);
    }
  });

  it('fills parameters and translates the address type', () => {
    expect(formatMessage('poBox', 'en-us', { addressType: 'shipping' })).toBe(
      'Cannot ship to P.O. Box. Please provide another shipping address.',
    );
    expect(formatMessage('poBox', 'es-us', { addressType: 'billing' })).toBe(
      'No se puede enviar a un apartado postal (P.O. Box). Proporcione otra dirección de facturación.',
    );
  });

  it('translates English messages, templated ones included, and leaves unknown text alone', () => {
    expect(translateMessage('Email is required.', 'es-us')).toBe(
      'El correo electrónico es obligatorio.',
    );
    expect(
      translateMessage(
        'Cannot ship to P.O. Box. Please provide another shipping address.',
        'es-us',
      ),
    ).toBe(
      'No se puede enviar a un apartado postal (P.O. Box). Proporcione otra dirección de envío.',
    );
    expect(translateMessage('Email address should be in name@example.com format.', 'es-us')).toBe(
      'La dirección de correo electrónico debe tener el formato name@example.com.',
    );
    expect(translateMessage('Email is required.', 'en-us')).toBe('Email is required.');
    expect(translateMessage('A message from the server', 'es-us')).toBe(
      'A message from the server',
    );
    expect(findMessage('Zip is required.')).toEqual({ key: 'zipRequired', params: {} });
  });

  it('keeps the quoted texts of SPEC sections 5 and 8 word for word', () => {
    const quoted: [MessageKey, string][] = [
      ['emailRequired', 'Email is required.'],
      ['emailInvalid', 'Email address should be in {email} format.'],
      ['poBox', 'Cannot ship to P.O. Box. Please provide another {addressType} address.'],
      ['underAge', 'Sorry! You must be 18 or older to register for the concert.'],
      ['sessionExpired', 'Your session has timed out. Please login to continue.'],
      ['handshakeMissing', 'Handshake Data not available'],
      ['accountLocked', 'Your account has been locked due to too many incorrect password attempts'],
      ['badCredentials', 'Invalid email or password. Please try again'],
      ['serverError', 'Something went to wrong on server, please try again'],
      ['productUnavailable', 'This product is not available'],
      ['poBoxUnsupported', 'We are unable to ship to POBOX addresses'],
      ['popupsBlocked', 'Pop-ups must be enabled to continue.'],
      ['forgotPasswordGoogle', 'Forgot password is not available for a Google sign in account'],
      ['existingGoogleAccount', 'Account already exists. Please login through Google sign in'],
      ['rewardsSignInFailed', 'Authentication Failed. Your username or password is incorrect.'],
      ['fallback', 'Something went wrong with this request'],
      [
        'businessOrderPrompt',
        'Are you ordering products for a business that sells snacks to customers?',
      ],
      ['renderError', 'Oops, there is an error!'],
      ['renderErrorAction', 'Try again?'],
    ];
    for (const [key, text] of quoted) expect(MESSAGES[key].en).toBe(text);
  });
});

describe('error catalogue', () => {
  it('has one entry per situation of SPEC section 8, keyed by itself', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_KEYS].sort());
    for (const key of ERROR_KEYS) expect(ERROR_CATALOGUE[key].key).toBe(key);
  });

  it('records the behaviours the shell acts on', () => {
    expect(ERROR_CATALOGUE.apiFailure.behaviour).toBe('showApiFailAlert');
    expect(ERROR_CATALOGUE.handshakeMissing).toMatchObject({
      behaviour: 'showApiFailAlert',
      matchText: 'Handshake Data not available',
    });
    expect(ERROR_CATALOGUE.sessionExpired.behaviour).toBe('logout');
    expect(ERROR_CATALOGUE.deleteForbidden).toMatchObject({
      behaviour: 'reload',
      matchText: 'Forbidden',
    });
    expect(ERROR_CATALOGUE.invalidToken.matchText).toBe('Invalid token.');
    expect(ERROR_CATALOGUE.deleteNoResponse.behaviour).toBe('notFound');
    expect(ERROR_CATALOGUE.businessOrderPrompt.behaviour).toBe('redirectToBusinessSite');
    expect(ERROR_CATALOGUE.renderError).toMatchObject({
      behaviour: 'renderFallback',
      action: 'renderErrorAction',
    });
  });

  it('gives every user-facing entry a message in both languages', () => {
    expect(errorMessage('sessionExpired')).toBe(
      'Your session has timed out. Please login to continue.',
    );
    expect(errorMessage('sessionExpired', 'es-us')).toBe(
      'Su sesión ha expirado. Inicie sesión para continuar.',
    );
    expect(errorMessage('deleteForbidden')).toBe('Something went wrong with this request');
    for (const key of ERROR_KEYS) {
      expect(errorMessage(key, 'es-us')).not.toBe(errorMessage(key, 'en-us'));
    }
  });
});
