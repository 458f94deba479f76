import { useEffect } from 'react';
import type { ConsentState } from '../site/consent';
import { useConsent } from '../site/consentState';
import { allowedScripts, type ThirdPartyScript } from '../site/thirdPartyScripts';

/** The scripts this document has loaded (a script cannot be taken back once it ran). */
const loaded = new Set<string>();

/**
 * Loads the configured third-party scripts the shopper's consent allows, each once per
 * document and in the order `allowedScripts` gives (the consent manager first), and more as
 * consent is given. A secure page loads none; a secure page reached
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
      // Fetched side by side but run in the order added (an inserted script is otherwise run
      // as soon as it arrives): the consent manager before the tags that read its choice.
      element.async = false;
      element.dataset.thirdParty = script.kind;
      document.head.appendChild(element);
    }
  }, [scripts, advertising, functional, secure, tagEvents]);
  return null;
}
