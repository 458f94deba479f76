import { data, type LoaderFunctionArgs } from 'react-router';
import { signInHref } from '@snackshop/commerce-core/messages';
import { CONFIG_FLAGS } from '@snackshop/commerce-core/constants';
import { pageLabels } from '../i18n/bundled.server';
import { isSessionExpired, sortByMenuSeq } from '@snackshop/commerce-core/api-client';
import type { SessionEnd, ShellData, ShellShopper } from '../site/shellData';
import { parseConsentCookie } from '../site/consent';
import { configuredScripts } from '../site/thirdPartyScripts';
import type { SiteConfig } from '../site/site';
import { apiDataOr } from './api.server';
import { requireCanonicalOrigin } from './canonicalOrigin.server';
import { caRewardsSiteUrl, siteEnv, siteIdentityEnv, thirdPartyScriptUrls } from './env.server';
import { SIGNED_IN_CACHE_CONTROL } from './headers.server';
import { endSignIn, shopperCall } from './identityApi.server';
import { requestLocationNumber } from './location.server';
import { requestLanguage } from './language.server';
import { destroySiteSession, getSiteSession } from './session.server';
import { heldShopper } from './shopperHandshake.server';
import { signedInHintCookie, silentCheckRedirect, wantsSilentCheck } from './silentSignIn.server';
import { isDocumentRequest } from './pagePath.server';
import { renderOnly } from './renderOnly.server';
import { FOOTER_PART, HEADER_MENU_PART } from '../site/shellData';
import { currentSite, registerSite } from './site.server';

/**
 * The signed-in shopper of the request. On a page request the API session is checked
 * (get-customer with X-Auth-Token): 440 ends the site's session and tells the shell it
 * expired; 401 (the identity session removed: signed out on the other site, the password
 * changed, the session revoked) ends it and tells the shell it was removed; either way the
 * shopper lands on `/` with the spec's message (SPEC section 2). An API that does not answer
 * leaves the session as it is.
 */
async function shopperOf(
  request: Request,
  setCookies: string[],
): Promise<{ shopper: ShellShopper | null; sessionEnded: SessionEnd | null }> {
  const session = await getSiteSession(request);
  const shopper = session.get('shopper');
  if (!shopper) return { shopper: null, sessionEnded: null };
  if (isDocumentRequest(request)) {
    const check = await shopperCall('getCustomer', shopper.apiToken, request);
    const expired = !check.ok && isSessionExpired(check);
    if (expired || (!check.ok && check.status === 401)) {
      if (expired) await endSignIn(shopper.apiToken, 'expired', request);
      setCookies.push(await destroySiteSession(session), signedInHintCookie(false, currentSite()));
      return { shopper: null, sessionEnded: expired ? 'expired' : 'removed' };
    }
  }
  const view: ShellShopper = {
    firstName: shopper.firstName,
    loginMethod: shopper.loginMethod,
    loyaltyId: shopper.loyaltyId,
  };
  return { shopper: view, sessionEnded: null };
}

/** The site each sign-in target is, and the origin its sign-in links use. */
const SIGN_IN_SITE = { main: 'snacks', rewards: 'rewards', caRewards: 'rewards' } as const;
const SIGN_IN_ORIGIN = { main: 'main', rewards: 'usRewards', caRewards: 'caRewards' } as const;

/**
 * The root loader of a site: language (query, path or stored cookie), the API's labels,
 * the header and footer navigation sorted by menuSeq, config flags, cookie choices, the
 * signed-in shopper and the sign-in and business links. A failing API degrades to bundled
 * texts and no menus rather than taking every page down. It also registers the site, so
 * the shared route modules know which one they serve.
 */
export function createRootLoader(site: Readonly<SiteConfig>) {
  registerSite(site);
  // Fails at start-up on a bad sign-in configuration, not on the first shopper.
  siteIdentityEnv(site);
  return async function rootLoader({ request, context }: LoaderFunctionArgs) {
    requireCanonicalOrigin(request);
    const env = siteEnv();
    const { language, setCookie } = requestLanguage(request);
    const setCookies = setCookie ? [setCookie] : [];
    const [labels, navigation, config, signedIn, held] = await Promise.all([
      // SPEC section 7, call 4: the label list of the shopper's location.
      apiDataOr(
        'labelsList',
        { query: { lang: language, locationNumber: requestLocationNumber(request) } },
        { lang: language, labels: {} },
      ),
      apiDataOr('navigationList', { query: { lang: language } }, { data: [] }),
      apiDataOr('configList', {}, { list: [], config: {} }),
      shopperOf(request, setCookies),
      heldShopper(request),
    ]);
    if (
      !signedIn.shopper &&
      !signedIn.sessionEnded &&
      wantsSilentCheck(request, site.id, config.config)
    ) {
      // A first page of this site, signed in on the other: ask the provider silently.
      const check = await silentCheckRedirect(request, site, language, setCookies);
      if (check) throw check;
    }
    // SPEC section 3: menuSeq is the sort order, of the menus and of their entries.
    const entries = sortByMenuSeq(navigation.data).map((entry) => ({
      ...entry,
      children: sortByMenuSeq(entry.children),
    }));
    const shell: ShellData = {
      site: {
        id: site.id,
        name: site.name,
        theme: site.theme,
        footer: site.footer,
      },
      language,
      labels: pageLabels(language, labels.labels),
      headerNav: renderOnly(
        { request, context },
        HEADER_MENU_PART,
        entries
          .filter((entry) => entry.menu === 'header')
          .map(({ id, label, href, menuSeq }) => ({ id, label, href, menuSeq })),
      ),
      footerNav: renderOnly(
        { request, context },
        FOOTER_PART,
        entries.filter((entry) => entry.menu === 'footer'),
      ),
      signInHref: signInHref(SIGN_IN_ORIGIN[site.signInTarget], {
        main: env.SNACKS_SITE_URL,
        usRewards: env.REWARDS_SITE_URL,
        caRewards: caRewardsSiteUrl(env),
      }),
      signInHere: SIGN_IN_SITE[site.signInTarget] === site.id,
      businessSiteUrl: env.BUSINESS_SITE_URL,
      consent: parseConsentCookie(request.headers.get('Cookie')),
      thirdPartyScripts: configuredScripts(thirdPartyScriptUrls(env)),
      // The flags the pages read; the list's other values (page sizes, build version…) are
      // the server's to use, not the browser's to carry on every page.
      config: Object.fromEntries(
        CONFIG_FLAGS.flatMap((flag) => {
          const value = config.config[flag];
          return value === undefined ? [] : [[flag, value]];
        }),
      ),
      shopper: signedIn.shopper,
      sessionEnded: signedIn.sessionEnded,
      cartCount: held?.cartCount ?? 0,
    };
    const headers = new Headers();
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    // A page that shows this browser's cart count is this browser's alone.
    if (signedIn.shopper || signedIn.sessionEnded || shell.cartCount > 0) {
      headers.set('Cache-Control', SIGNED_IN_CACHE_CONTROL);
    }
    return data(shell, { headers });
  };
}
