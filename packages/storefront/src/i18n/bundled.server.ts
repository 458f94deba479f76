import { LANGUAGES, type Language } from '@snackshop/commerce-core/language';
import { defaultResources, provideBundle, type Labels } from './bundles';
import spanish from './locales/es-us.bundle';

/**
 * Every UI string of the storefront in each language, as bundled with the release. The
 * server has them all at once: a page renders in any language without loading one.
 */
export const bundledResources: Readonly<Record<Language, Labels>> = {
  'en-us': defaultResources,
  'es-us': spanish,
};
for (const language of LANGUAGES) provideBundle(language, bundledResources[language]);

/** The bundle of `language` with the API's labels laid over it (the labels win). */
export function resourcesFor(language: Language, labels: Labels = {}): Labels {
  return { ...bundledResources[language], ...labels };
}

const laidOver = new WeakMap<Labels, Partial<Record<Language, Labels>>>();

/**
 * The labels the root loader hands the page: the API's labels that say something else than
 * the language's bundle (which the browser has: the default language's in its code, another
 * language's in a chunk it loads once), since a label the bundle already says would only
 * weigh on every page. A label for a key the bundle lacks is left out too: the bundles hold
 * every key the code names (`keys.test.ts`), so no page would read it (the API re-words the
 * storefront's texts, it does not add any). The same API labels (reused for a while) give the
 * same object, so pages share its i18next.
 */
export function pageLabels(language: Language, apiLabels: Labels): Labels {
  let labels = laidOver.get(apiLabels)?.[language];
  if (!labels) {
    const bundle = bundledResources[language];
    labels = Object.fromEntries(
      Object.entries(apiLabels).filter(
        ([key, text]) => Object.hasOwn(bundle, key) && bundle[key] !== text,
      ),
    );
    laidOver.set(apiLabels, { ...laidOver.get(apiLabels), [language]: labels });
  }
  return labels;
}
