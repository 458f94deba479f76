import { DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import { defaultResources, type Labels } from './i18n';
import esUs from './locales/es-us.json';
import shellEsUs from './locales/shell.es-us.json';

/** Every UI string of the storefront in each language, as bundled with the release. */
export const bundledResources: Readonly<Record<Language, Labels>> = {
  'en-us': defaultResources,
  'es-us': { ...esUs, ...shellEsUs },
};

/** The bundle of `language` with the API's labels laid over it (the labels win). */
export function resourcesFor(language: Language, labels: Labels = {}): Labels {
  return { ...bundledResources[language], ...labels };
}

const laidOver = new WeakMap<Labels, Partial<Record<Language, Labels>>>();

/**
 * The labels the root loader hands the page: for the default language, the API's labels
 * that say something else than its bundle (which ships with the browser code: a label the
 * bundle already says would only weigh on every page), or for any other language, its whole
 * bundle under the API's labels, so only the chosen language's texts reach the browser. The
 * same API labels (reused for a while) give the same object, so pages share its i18next.
 */
export function pageLabels(language: Language, apiLabels: Labels): Labels {
  let labels = laidOver.get(apiLabels)?.[language];
  if (!labels) {
    labels =
      language === DEFAULT_LANGUAGE
        ? Object.fromEntries(
            Object.entries(apiLabels).filter(([key, text]) => defaultResources[key] !== text),
          )
        : resourcesFor(language, apiLabels);
    laidOver.set(apiLabels, { ...laidOver.get(apiLabels), [language]: labels });
  }
  return labels;
}
