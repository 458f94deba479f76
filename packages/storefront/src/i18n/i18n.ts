import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/catalogue';
import enUs from './locales/en-us.json';
import esUs from './locales/es-us.json';
import shellEnUs from './locales/shell.en-us.json';
import shellEsUs from './locales/shell.es-us.json';

/** A flat key → text map: the bundled resources and the API's labels share this shape. */
export type Labels = Readonly<Record<string, string>>;

/** Every UI string of the storefront, bundled so a page never waits for the API to speak. */
export const bundledResources: Readonly<Record<Language, Labels>> = {
  'en-us': { ...enUs, ...shellEnUs },
  'es-us': { ...esUs, ...shellEsUs },
};

/** A key of the bundled resources. */
export type MessageKey = keyof typeof enUs | keyof typeof shellEnUs;

/**
 * The page's texts: the bundle of `language` with the API's labels laid over it (the
 * labels win, so copy can change without a release), English as the fallback.
 */
export function resourcesFor(language: Language, labels: Labels = {}): Labels {
  return { ...bundledResources[language], ...labels };
}

/**
 * One i18next instance per request (server) or page load (browser), initialised
 * synchronously so the first render already has its texts. Keys are flat
 * (`header.search.placeholder`) and placeholders use single braces (`{count}`), the
 * format of the API's labels.
 */
export function createI18n(language: Language, labels: Labels = {}): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en-us', 'es-us'],
    lowerCaseLng: true,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    resources: {
      [DEFAULT_LANGUAGE]: { translation: bundledResources[DEFAULT_LANGUAGE] },
      [language]: { translation: resourcesFor(language, labels) },
    },
  });
  return instance;
}
