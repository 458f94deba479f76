import { DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import enUs from './locales/en-us.json';
import shellEnUs from './locales/shell.en-us.json';

/** A flat key → text map: the bundled resources and the API's labels share this shape. */
export type Labels = Readonly<Record<string, string>>;

/**
 * The default language's texts, in the browser code, so a page never waits for the API to
 * speak and every other language has a fallback.
 */
export const defaultResources: Labels = { ...enUs, ...shellEnUs };

/**
 * Each other language's texts, a chunk of its own: a page in that language loads it once
 * (then the browser keeps it, like any script), instead of every page's route data carrying
 * it (40 KB of a Spanish listing's HTML; decision 0045). An English page never downloads Spanish.
 */
const loaders: Partial<Record<Language, () => Promise<Labels>>> = {
  'es-us': () => import('./locales/es-us.bundle').then((module) => module.default),
};

/** A promise whose `status` React's `use()` reads, so a bundle loaded before is used at once. */
type Loading = Promise<Labels> & { status?: 'pending' | 'fulfilled'; value?: Labels };

const bundles = new Map<Language, Labels>([[DEFAULT_LANGUAGE, defaultResources]]);
const loading = new Map<Language, Loading>();

/** The texts of `language` when they are here (always the default's), else undefined. */
export function bundleOf(language: Language): Labels | undefined {
  return bundles.get(language);
}

/** Makes `labels` the texts of `language` without loading them (the server has them all). */
export function provideBundle(language: Language, labels: Labels): void {
  bundles.set(language, labels);
}

/**
 * The texts of `language`, loaded once (the promise says when it is fulfilled, so `use()`
 * takes texts already here without waiting); a failed load is tried again next time.
 */
export function loadBundle(language: Language): Loading {
  const known = loading.get(language);
  if (known) return known;
  const here = bundles.get(language);
  const load = loaders[language];
  let promise: Loading;
  if (here || !load) {
    const labels = here ?? defaultResources;
    promise = Object.assign(Promise.resolve(labels), {
      status: 'fulfilled' as const,
      value: labels,
    });
  } else {
    promise = load().then(
      (labels) => {
        bundles.set(language, labels);
        Object.assign(promise, { status: 'fulfilled', value: labels });
        return labels;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    promise.status = 'pending';
  }
  loading.set(language, promise);
  return promise;
}
