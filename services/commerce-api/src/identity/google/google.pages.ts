import { MESSAGES } from '@snackshop/commerce-core';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { IdentityDeps } from '../deps';
import type { AppEnv } from '../../http/route';
import { finishInteraction, SignInExpiredError } from '../oidc/interactions';
import { nodeBindings } from '../oidc/mount';
import { signInErrorPage } from '../oidc/pages';
import { OIDC_COOKIE_NAMES, OIDC_MOUNT_PATH } from '../oidc/provider';
import { SITE_IDS, type SiteId } from '../sites';
import { GOOGLE_CALLBACK_PATH, GOOGLE_STATE_COOKIE, GOOGLE_STEP_SECONDS } from './federation';

/**
 * The first stop of a Google sign-in, inside the provider's resume path of the interaction
 * (`<issuer>/auth/<uid>/google`), because only there does the browser send the provider's
 * resume cookie: so only the browser that started the sign-in can start its Google step.
 */
export const GOOGLE_HOP = {
  route: `${OIDC_MOUNT_PATH}/auth/:uid/google`,
  url: (issuer: string, uid: string) => `${issuer}/auth/${encodeURIComponent(uid)}/google`,
};

function expiredPage(c: Context<AppEnv>, deps: IdentityDeps) {
  const page = signInErrorPage({
    message: MESSAGES.signInExpired.en,
    sites: SITE_IDS.map((id) => deps.identity.sites[id]),
  });
  return c.body(page.html, 400, page.headers);
}

/** `<site>/<page>?interaction=<uid>` plus any extra parameters. */
function sitePage(origin: string, page: string, uid: string, extra: Record<string, string> = {}) {
  const url = new URL(`/${page}`, origin);
  url.searchParams.set('interaction', uid);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Google sign-in's two browser stops in the API: the hop that starts it (state in a cookie
 * of this browser, verifier and nonce in the database, then upstream) and the callback the
 * upstream returns to, which signs in a known identity, sends a new one to the site's
 * create-account page, and refuses an email that has an account already.
 */
export function registerGooglePages(app: Hono<AppEnv>, deps: IdentityDeps) {
  const { oidc, google } = deps.identity;
  if (!oidc || !google) return;
  const secure = oidc.origin.startsWith('https:');

  app.get(GOOGLE_HOP.route, async (c) => {
    const node = nodeBindings(c);
    const uid = c.req.param('uid') ?? '';
    const cookies = node
      ? oidc.provider.app.createContext(node.incoming, node.outgoing).cookies
      : null;
    const browserUid = cookies?.get(OIDC_COOKIE_NAMES.resume, { signed: true });
    const interaction = browserUid === uid ? await oidc.provider.Interaction.find(uid) : undefined;
    const clientId = interaction?.params.client_id;
    if (!interaction || !SITE_IDS.includes(clientId as SiteId)) return expiredPage(c, deps);
    const started = await google.start({
      interactionUid: uid,
      clientId: clientId as SiteId,
      interactionExpiresAt: interaction.exp,
    });
    setCookie(c, GOOGLE_STATE_COOKIE, started.state, {
      path: GOOGLE_CALLBACK_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: GOOGLE_STEP_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(started.url, 303);
  });

  app.get(GOOGLE_CALLBACK_PATH, async (c) => {
    const browserState = getCookie(c, GOOGLE_STATE_COOKIE);
    deleteCookie(c, GOOGLE_STATE_COOKIE, { path: GOOGLE_CALLBACK_PATH, secure });
    c.header('Cache-Control', 'no-store');
    const outcome = await google.finish(new URL(c.req.url).searchParams, browserState);
    switch (outcome.kind) {
      case 'expired':
        return expiredPage(c, deps);
      case 'cancelled':
        return c.redirect(sitePage(outcome.site.origin, 'login', outcome.interactionUid), 303);
      case 'refused':
        return c.redirect(
          sitePage(outcome.site.origin, 'login', outcome.interactionUid, {
            error: outcome.reason,
          }),
          303,
        );
      case 'new-account':
        return c.redirect(
          sitePage(outcome.site.origin, 'create-account', outcome.interactionUid, {
            google: '1',
          }),
          303,
        );
      case 'signed-in': {
        const interaction = await oidc.provider.Interaction.find(outcome.interactionUid);
        if (!interaction) return expiredPage(c, deps);
        try {
          const returnTo = await finishInteraction(interaction, {
            login: { accountId: outcome.customerId, amr: ['fed'] },
          });
          return c.redirect(returnTo, 303);
        } catch (error) {
          if (error instanceof SignInExpiredError) return expiredPage(c, deps);
          throw error;
        }
      }
    }
  });
}
