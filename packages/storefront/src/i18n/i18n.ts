import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import { bundleOf, defaultResources, type Labels } from './bundles';

export { defaultResources, type Labels } from './bundles';

/**
 * One i18next instance per request (server) or page load (browser), initialised
 * synchronously so the first render already has its texts: the language's bundle (loaded
 * before: `loadBundle`, or on the server `bundled.server`) under `labels`, the root loader's
 * (`pageLabels`: the API's labels that say something else). The default language's bundle is
 * the fallback. Keys are flat (`header.search.placeholder`) and placeholders use single
 * braces (`{count}`), the format of the API's labels.
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
      [DEFAULT_LANGUAGE]: { translation: defaultResources },
      [language]: { translation: { ...bundleOf(language), ...labels } },
    },
  });
  return instance;
}

const NO_LABELS: Labels = {};
const instances = new WeakMap<Labels, Map<Language, i18n>>();

/**
 * `createI18n`, made once per language and labels object: nothing changes an instance once
 * it is made, so the pages (and their meta functions) that the server renders with the same
 * labels, which it reuses for a while, share one instead of setting i18next up each time.
 */
export function i18nFor(language: Language, labels: Labels = NO_LABELS): i18n {
  let byLanguage = instances.get(labels);
  if (!byLanguage) instances.set(labels, (byLanguage = new Map()));
  let instance = byLanguage.get(language);
  if (!instance) byLanguage.set(language, (instance = createI18n(language, labels)));
  return instance;
}
