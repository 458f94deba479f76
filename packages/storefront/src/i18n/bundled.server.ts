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

const laidOver = new WeakMap<Labels, Labels>();

/**
 * The labels the root loader hands the page: the API's labels alone for the default
 * language (its bundle ships with the browser code), or the language's whole bundle
 * under them for any other, so only the chosen language's texts reach the browser. The
 * same API labels (reused for a while) give the same object, so pages share its i18next.
 */
export function pageLabels(language: Language, apiLabels: Labels): Labels {
  if (language === DEFAULT_LANGUAGE) return apiLabels;
  let labels = laidOver.get(apiLabels);
  if (!labels) laidOver.set(apiLabels, (labels = resourcesFor(language, apiLabels)));
  return labels;
}
