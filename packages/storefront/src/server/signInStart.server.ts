import { data } from 'react-router';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { startSignIn, type SignInOptions, type StartedSignIn } from './oidc.server';
import { commitSiteSession, getSiteSession } from './session.server';
import { currentSite } from './site.server';

/**
 * Starts a sign-in: verifier, state and nonce go into the site's session, and the answer is
 * where the browser goes. A provider that cannot be reached is a 503 the error page shows.
 */
export async function beginSignIn(
  request: Request,
  options: SignInOptions,
): Promise<{ started: StartedSignIn; setCookie: string }> {
  const site = currentSite();
  let started;
  try {
    started = await startSignIn(site, options);
  } catch (error) {
    console.error('storefront: the OpenID Provider could not be reached', error);
    throw data(
      { message: formatMessage('serverError', options.language) },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const session = await getSiteSession(request);
  session.set('signIn', started.pending);
  return { started, setCookie: await commitSiteSession(session) };
}
