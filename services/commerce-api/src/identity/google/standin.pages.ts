import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono } from 'hono';
import { escapeHtml } from '../../http/html';
import type { AppEnv } from '../../http/route';
import { mountProvider, nodeBindings } from '../oidc/mount';
import { identityPage, type IdentityPage } from '../oidc/pages';
import {
  CHOOSER_PATH,
  STAND_IN_ACCOUNTS,
  STAND_IN_MOUNT_PATH,
  type StandInGoogle,
} from './standin';

function chooserPage(uid: string, siteOrigins: readonly string[]): IdentityPage {
  const action = `${CHOOSER_PATH}/${encodeURIComponent(uid)}`;
  const buttons = STAND_IN_ACCOUNTS.map(
    (account) =>
      `<li><button type="submit" name="account" value="${escapeHtml(account.id)}">` +
      `${escapeHtml(`${account.givenName} ${account.familyName}`)}<br>` +
      `<span class="hint">${escapeHtml(account.email)}</span></button></li>`,
  ).join('');
  return identityPage({
    title: 'Choose an account – stand-in Google',
    body:
      `<h1>Choose an account</h1><p>This is the stand-in for Google sign-in on a development ` +
      `machine. Pick one of its test accounts.</p>` +
      `<form method="post" action="${escapeHtml(action)}"><ul>${buttons}</ul>` +
      `<p><button type="submit" name="account" value="">Cancel</button></p></form>`,
    // The choice redirects through the API back to the site that asked (its callback, or
    // its create-account page): a browser checks every hop against form-action.
    formAction: siteOrigins,
  });
}

/**
 * The stand-in's account chooser (its interaction page) and the stand-in itself, under
 * /dev/google. The chooser reads the interaction through the stand-in's own cookie, so only
 * the browser that came from the API can finish it.
 */
export function registerStandInPages(
  app: Hono<AppEnv>,
  standIn: StandInGoogle,
  siteOrigins: readonly string[],
) {
  const { provider } = standIn;

  app.get(`${CHOOSER_PATH}/:uid`, async (c) => {
    const node = nodeBindings(c);
    const interaction = node
      ? await provider.interactionDetails(node.incoming, node.outgoing).catch(() => null)
      : null;
    if (!interaction || interaction.uid !== c.req.param('uid')) {
      const page = identityPage({
        title: 'Stand-in Google',
        body: '<h1>Stand-in Google</h1><p>This sign-in has expired. Please start again.</p>',
      });
      return c.body(page.html, 400, page.headers);
    }
    const page = chooserPage(interaction.uid, siteOrigins);
    return c.body(page.html, 200, page.headers);
  });

  app.post(`${CHOOSER_PATH}/:uid`, async (c) => {
    const node = nodeBindings(c);
    if (!node) return c.notFound();
    const form = await c.req.parseBody();
    const account = STAND_IN_ACCOUNTS.find((candidate) => candidate.id === form.account);
    const result = account
      ? { login: { accountId: account.id, amr: ['pwd'] } }
      : { error: 'access_denied', error_description: 'The shopper cancelled.' };
    try {
      await provider.interactionFinished(node.incoming, node.outgoing, result, {
        mergeWithLastSubmission: false,
      });
    } catch {
      const page = identityPage({
        title: 'Stand-in Google',
        body: '<h1>Stand-in Google</h1><p>This sign-in has expired. Please start again.</p>',
      });
      return c.body(page.html, 400, page.headers);
    }
    return RESPONSE_ALREADY_SENT;
  });

  mountProvider(app, STAND_IN_MOUNT_PATH, provider);
}
