import { GOOGLE_PAY_STAND_IN_SCRIPT_PATH } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import { SANDBOX_TEST_CARDS, cardBrandOf, type SandboxOutcome } from '../sandbox/test-cards';

/** Where the stand-in Google Pay client is mounted in the API (outside production only). */
const GOOGLE_PAY_STAND_IN_PATH = '/dev/google-pay';

/** The stand-in's script (what Google's pay.js is in production) and its payment sheet. */
export const GOOGLE_PAY_STAND_IN_PATHS = {
  client: GOOGLE_PAY_STAND_IN_SCRIPT_PATH,
  sheet: `${GOOGLE_PAY_STAND_IN_PATH}/sheet`,
} as const;

/** The message the sheet posts to the page that opened it, with the shopper's answer. */
export const SHEET_RESULT = 'snackshop:google-pay:result';

/** The stand-in, when the API serves one: the paths of its script and sheet. */
export interface GooglePayStandIn {
  clientPath: string;
  sheetPath: string;
}

/**
 * The stand-in Google Pay client (docs/decisions/0037): with no internet, the Google Pay JS
 * client the storefront loads is this script of the API's, with its payment sheet, whose
 * tokens are the sandbox processor's test-mode tokens. Like the stand-in Google issuer at
 * /dev/google it never runs in production: the sites load Google's pay.js from
 * GOOGLE_PAY_SCRIPT_URL there.
 */
export function createGooglePayStandIn(): GooglePayStandIn {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      "The stand-in Google Pay client never runs in production; set the sites' GOOGLE_PAY_SCRIPT_URL.",
    );
  }
  return {
    clientPath: GOOGLE_PAY_STAND_IN_PATHS.client,
    sheetPath: GOOGLE_PAY_STAND_IN_PATHS.sheet,
  };
}

type Texts = Record<Language, string>;

/** What each simulated issuer answer does, as the sheet tells the tester. */
const OUTCOME_NOTES: Record<SandboxOutcome, Texts> = {
  approve: { 'en-us': 'Approved', 'es-us': 'Aprobada' },
  'decline-insufficient-funds': {
    'en-us': 'Declined: insufficient funds',
    'es-us': 'Rechazada: fondos insuficientes',
  },
  'decline-stolen-card': { 'en-us': 'Declined by the bank', 'es-us': 'Rechazada por el banco' },
  'cvv-mismatch': {
    'en-us': 'Declined: security code',
    'es-us': 'Rechazada: código de seguridad',
  },
  'processor-unavailable-once': {
    'en-us': 'Processor busy once, then approved',
    'es-us': 'Procesador ocupado una vez, luego aprobada',
  },
};

const BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card of the stand-in's wallet: one of the sandbox's documented test cards. */
export interface StandInCard {
  number: string;
  /** e.g. `Visa •••• 1111`. */
  label: string;
  /** What the sandbox answers for it. */
  note: string;
}

/** The stand-in wallet's cards: every documented test card, with what it does. */
export function standInCards(lang: Language): StandInCard[] {
  return Object.entries(SANDBOX_TEST_CARDS).flatMap(([number, outcome]) => {
    const brand = cardBrandOf(number);
    if (!brand) return [];
    return [
      {
        number,
        label: `${BRAND_NAMES[brand]} •••• ${number.slice(-4)}`,
        note: OUTCOME_NOTES[outcome][lang],
      },
    ];
  });
}
