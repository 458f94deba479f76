import { useEffect } from 'react';
import type { ConsentState } from './consent';
import { useConsent } from './consentState';
import { allowedScripts, type ThirdPartyScript } from './thirdPartyScripts';

/** The scripts this document has loaded (a script cannot be taken back once it ran). */
const loaded = new Set<string>();

/**
 * Loads the configured third-party scripts the shopper's consent allows, each once per
 * document, and more as consent is given. A secure page loads none; a secure page reached
 * by a link from a page that loaded some is opened as a document of its own, whose policy
 * allows no other origin's script.
 */
export function ThirdPartyScripts({
  scripts,
  pageConsent,
  secure,
  tagEvents,
}: {
  scripts: readonly ThirdPartyScript[];
  /** The page's consent (from the consent cookie); a choice made here overrides it. */
  pageConsent: ConsentState;
  secure: boolean;
  tagEvents: boolean;
}) {
  const { advertising, functional } = useConsent(pageConsent);
  useEffect(() => {
    if (secure) {
      if (loaded.size > 0) window.location.reload();
      return;
    }
    for (const script of allowedScripts(scripts, { advertising, functional }, { tagEvents })) {
      if (loaded.has(script.src)) continue;
      loaded.add(script.src);
      const element = document.createElement('script');
      element.src = script.src;
      element.async = true;
      element.dataset.thirdParty = script.kind;
      document.head.appendChild(element);
    }
  }, [scripts, advertising, functional, secure, tagEvents]);
  return null;
}
