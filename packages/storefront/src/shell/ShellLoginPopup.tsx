import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useWithStores } from '@snackshop/commerce-hooks';
import { withoutCampaignParameters } from '../tracking/campaignParameters';
import { opensLoginPopup, setLoginPopupOpen, SIGN_IN_PARAM } from './loginPopupState';

const LoginPopup = lazy(() =>
  import('./LoginDialog').then((module) => ({ default: module.LoginPopup })),
);

/**
 * Where signing in starts for a shopper on `pathname?search`: `/signin` with the page to
 * come back to (without the `signin=true` that opened the popup), for creating an account
 * with `screen=create`, and without the visit's campaign parameters. The cart and a mix being
 * built live in session storage, so the shopper comes back to them.
 */
export function signInPaths(pathname: string, search: string) {
  const params = new URLSearchParams(withoutCampaignParameters(search));
  params.delete(SIGN_IN_PARAM);
  const rest = params.toString();
  const returnTo = `${pathname}${rest ? `?${rest}` : ''}`;
  const encoded = encodeURIComponent(returnTo);
  return {
    returnTo,
    signIn: `/signin?returnTo=${encoded}`,
    createAccount: `/signin?screen=create&returnTo=${encoded}`,
  };
}

/** A click that opens the link elsewhere (a new tab or window) or is not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The login popup's entry point (SPEC section 2): arriving with `?signin=true` opens it; its
 * links start signing in (or creating an account) and come back to this page. With scripts,
 * following one asks the site for a PKCE challenge (`/api/get-pkce-challenge`, SPEC section 7
 * call 13) and goes straight to the provider's address in its answer; when none comes, the
 * popup says so and the shopper stays on the page. Without scripts the links go through
 * `/signin`. Closed, it renders nothing, so its code loads only when a page asks for it.
 */
export function ShellLoginPopup() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [error, setError] = useState<string>();
  const withStores = useWithStores();
  useEffect(() => {
    const opens = opensLoginPopup(location.search);
    if (opens) {
      setMounted(true);
      setOpen(true);
    }
    setLoginPopupOpen(opens);
  }, [location.search]);
  if (!mounted) return null;
  const paths = signInPaths(location.pathname, location.search);
  const startSignIn = (link: 'signIn' | 'createAccount', event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setError(undefined);
    withStores((store) => {
      const screen = link === 'createAccount' ? 'create' : 'login';
      void store.client
        .getPkceChallenge(window.location.origin, { returnTo: paths.returnTo, screen })
        .then((result) => {
          if (result.ok) window.location.assign(result.data.authorizationUrl);
          else setError(t('account.callback.unavailable'));
        });
    });
  };
  return (
    <Suspense fallback={null}>
      <LoginPopup
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setLoginPopupOpen(next);
        }}
        signInHref={paths.signIn}
        createAccountHref={paths.createAccount}
        onLinkClick={startSignIn}
        error={error}
        labels={{
          title: t('login.title'),
          message: t('login.body'),
          signIn: t('header.signIn'),
          createAccount: t('login.createAccount'),
          close: t('login.close'),
        }}
      />
    </Suspense>
  );
}
