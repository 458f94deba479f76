/**
 * The hosted card fields' `postMessage` protocol (services/commerce-api README, "hosted
 * fields"). The fields send only what is safe to hold: brand, mask, validity flags and a
 * one-use token (of the card, or of a saved card's security code); never the number or the
 * security code.
 */
export type CardFieldsMessage =
  | { type: 'ready' }
  | {
      type: 'change';
      cardType: string | null;
      cardNumberValid: boolean;
      cvvNumberValid: boolean;
      expiryValid: boolean;
    }
  | {
      type: 'token';
      transientToken: string;
      cardType: string;
      cardNumberMask: string;
      expMonth: number;
      expYear: number;
      expiresAt: string;
    }
  | { type: 'cvv-token'; cvvToken: string; expiresAt: string }
  | { type: 'error'; code: string | null; expired: boolean; fields: string[] }
  | { type: 'renewed' }
  /** The height of the fields' page, in CSS pixels: the frame is given that height. */
  | { type: 'resize'; height: number };

/** The tallest the fields' page may make its frame (a bound, not a layout rule). */
const MAX_FRAME_HEIGHT = 1200;

/** The message the checkout sends to ask the fields for a token. */
export const TOKENIZE_REQUEST = { type: 'snackshop:card:tokenize' } as const;

/** The message that hands the fields a renewed capture context (an extended session). */
export function renewContextMessage(captureContext: string) {
  return { type: 'snackshop:card:context', captureContext } as const;
}

const PREFIX = 'snackshop:card:';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const flag = (value: unknown): boolean => value === true;

/**
 * Reads a message from the card fields, or null when it is not one. The caller has already
 * checked that it came from the fields' origin and frame; this checks its shape.
 */
export function readCardFieldsMessage(data: unknown): CardFieldsMessage | null {
  if (data === null || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  const type = text(message.type);
  if (!type?.startsWith(PREFIX)) return null;
  switch (type.slice(PREFIX.length)) {
    case 'ready':
      return { type: 'ready' };
    case 'renewed':
      return { type: 'renewed' };
    case 'resize': {
      const height = message.height;
      if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
      return { type: 'resize', height: Math.min(Math.ceil(height), MAX_FRAME_HEIGHT) };
    }
    case 'change':
      return {
        type: 'change',
        cardType: text(message.cardType),
        cardNumberValid: flag(message.cardNumberValid),
        cvvNumberValid: flag(message.cvvNumberValid),
        expiryValid: flag(message.expiryValid),
      };
    case 'token': {
      const transientToken = text(message.transientToken);
      if (!transientToken) return null;
      return {
        type: 'token',
        transientToken,
        cardType: text(message.cardType) ?? '',
        cardNumberMask: text(message.cardNumberMask) ?? '',
        expMonth: typeof message.expMonth === 'number' ? message.expMonth : 0,
        expYear: typeof message.expYear === 'number' ? message.expYear : 0,
        expiresAt: text(message.expiresAt) ?? '',
      };
    }
    case 'cvv-token': {
      const cvvToken = text(message.cvvToken);
      if (!cvvToken) return null;
      return { type: 'cvv-token', cvvToken, expiresAt: text(message.expiresAt) ?? '' };
    }
    case 'error':
      return {
        type: 'error',
        code: text(message.code),
        expired: flag(message.expired),
        fields: Array.isArray(message.fields)
          ? message.fields.filter((field): field is string => typeof field === 'string')
          : [],
      };
    default:
      return null;
  }
}

/**
 * The hosted fields' address with the page's language: the API may answer a path relative
 * to its own origin, so it is resolved against the origin the browser reaches the API at.
 */
export function hostedFieldsSrc(hostedFieldsUrl: string, apiOrigin: string, lang: string): URL {
  const url = new URL(hostedFieldsUrl, apiOrigin);
  url.searchParams.set('lang', lang);
  return url;
}
