import { DEFAULT_LANGUAGE, toLanguage } from '@snackshop/commerce-core/language';
import { hydrateInStages } from './hydration/hydrateInStages';
import { loadBundle } from './i18n/bundles';
import { hydrateWaitingParts } from './shell/HydrateLater';

/**
 * Hydrates the document in short tasks (`hydrateInStages`, decision 0044). A page in another
 * language than the default asks for its texts' chunk at once: it arrives while the router is
 * made, and the page hydrates with the server's words.
 */
export function hydrateDocument(): Promise<void> {
  const language = toLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  return hydrateInStages({ ready: loadBundle(language), hydrateWaitingParts });
}
