import type { ConsentState } from './consent';

/** The third-party scripts of SPEC section 7 ("Tracking"). */
type ThirdPartyKind = 'consent' | 'tagManager' | 'wallet' | 'personalization';

/** One configured third-party script. */
export interface ThirdPartyScript {
  kind: ThirdPartyKind;
  src: string;
}

/**
 * The consent each kind needs (docs/decisions/0034): the consent manager none (it is how a
 * choice is kept), the tag manager advertising (ads and their measurement), the wallet's
 * and personalisation's scripts functional (they remember the shopper's choices).
 */
const CONSENT_NEEDED: Record<ThirdPartyKind, 'advertising' | 'functional' | null> = {
  consent: null,
  tagManager: 'advertising',
  wallet: 'functional',
  personalization: 'functional',
};

/** The configured scripts, by the variables that name them. */
export function configuredScripts(env: {
  CONSENT_SCRIPT_URL?: string | undefined;
  TAG_MANAGER_SCRIPT_URL?: string | undefined;
  WALLET_SCRIPT_URL?: string | undefined;
  PERSONALIZATION_SCRIPT_URL?: string | undefined;
}): ThirdPartyScript[] {
  const scripts: [ThirdPartyKind, string | undefined][] = [
    ['consent', env.CONSENT_SCRIPT_URL],
    ['tagManager', env.TAG_MANAGER_SCRIPT_URL],
    ['wallet', env.WALLET_SCRIPT_URL],
    ['personalization', env.PERSONALIZATION_SCRIPT_URL],
  ];
  return scripts.flatMap(([kind, src]) => (src ? [{ kind, src }] : []));
}

/**
 * The scripts a page may load under the shopper's consent: those whose kind needs none, and
 * the others once their category is given; the tag manager only while the tag events are
 * on (`enableGTMEvents`).
 */
export function allowedScripts(
  scripts: readonly ThirdPartyScript[],
  consent: Pick<ConsentState, 'advertising' | 'functional'>,
  options: { tagEvents: boolean },
): ThirdPartyScript[] {
  return scripts.filter((script) => {
    if (script.kind === 'tagManager' && !options.tagEvents) return false;
    const needed = CONSENT_NEEDED[script.kind];
    return needed === null || consent[needed];
  });
}

/** The origins the policy of a page that may load the scripts allows them from. */
export function scriptOrigins(scripts: readonly ThirdPartyScript[]): string[] {
  return [...new Set(scripts.map((script) => new URL(script.src).origin))];
}
