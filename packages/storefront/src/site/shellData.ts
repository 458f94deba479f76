import type { Language } from '@snackshop/commerce-core/language';
import type { ConfigValue, NavigationEntry } from '@snackshop/commerce-core/contract';
import type { Labels } from '../i18n/i18n';
import type { ConsentState } from './consent';
import type { ThirdPartyScript } from './thirdPartyScripts';
import type { SiteConfig } from './site';

/** What the header's products menu reads of a navigation entry. */
type HeaderNavEntry = Pick<NavigationEntry, 'id' | 'label' | 'href' | 'menuSeq'>;

/** What the root loader gives every page: the site, its language and the shell's data. */
export interface ShellData {
  site: Pick<SiteConfig, 'id' | 'name' | 'theme' | 'footer'>;
  language: Language;
  /**
   * The API's labels for the language; for a language other than the default, laid over
   * its whole bundle (`pageLabels`), since the browser code bundles the default language only.
   */
  labels: Labels;
  /**
   * The header's products menu: its entries only (the menu shows no children); `undefined`
   * on a page load, when only the server renders the list and the browser keeps its HTML
   * (decision 0055).
   */
  headerNav: HeaderNavEntry[] | undefined;
  /**
   * The footer's links; `undefined` on a page load, when only the server renders the footer
   * and the browser keeps its HTML (decision 0055).
   */
  footerNav: NavigationEntry[] | undefined;
  /** Where sign-in links go (`…/?signin=true` on the rewards or the main site). */
  signInHref: string;
  /**
   * Signing in happens on this site (its sign-in target is itself), so the header's Sign in
   * opens the sign-in on the page the shopper is on and brings them back to it.
   */
  signInHere: boolean;
  /** The separate business-ordering site (SPEC section 1). */
  businessSiteUrl: string;
  consent: ConsentState;
  /** The configured third-party scripts; the shell loads those the consent allows. */
  thirdPartyScripts: ThirdPartyScript[];
  /** The config flags of SPEC section 9 (`CONFIG_FLAGS`) as the config list returns them. */
  config: Record<string, ConfigValue>;
  /** The signed-in shopper, as the site's session knows them; null for a visitor. */
  shopper: ShellShopper | null;
  /**
   * The API ended this request's session, so the site's session is gone too: `expired` (a
   * 440) or `removed` (the identity session was ended elsewhere: signed out on the other
   * site, the password changed, the session revoked). The shell signs the browser out with
   * the spec's message and goes home (SPEC sections 2 and 4); null when neither happened.
   */
  sessionEnded: SessionEnd | null;
  /**
   * The header's cart count for a page rendered without scripts: what the cart held when the
   * site last changed it for a browser without scripts (the shopper cookie keeps it, decision
   * 0052), 0 otherwise. Once the stores load, the cart store's count replaces it.
   */
  cartCount: number;
}

/** How the API ended a shopper's session (see `ShellData.sessionEnded`). */
export type SessionEnd = 'expired' | 'removed';

/** What the shell shows of the signed-in shopper. */
export interface ShellShopper {
  firstName: string;
  loginMethod: 'password' | 'google';
  /** The rewards programme number of a member; null for a shopper who is not one. */
  loyaltyId: string | null;
}

/** The footer's `ServerHtml` part: the server's render alone reads its links on a page load. */
export const FOOTER_PART = 'footer';

/** The header's products list, a `ServerHtml` part like the footer. */
export const HEADER_MENU_PART = 'header-menu';
