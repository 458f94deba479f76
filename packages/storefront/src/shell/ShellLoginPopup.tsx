import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
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
  const returnTo = encodeURIComponent(`${pathname}${rest ? `?${rest}` : ''}`);
  return {
    signIn: `/signin?returnTo=${returnTo}`,
    createAccount: `/signin?screen=create&returnTo=${returnTo}`,
  };
}

/**
 * The login popup's entry point (SPEC section 2): arriving with `?signin=true` opens it; its
 * links start signing in (or creating an account) and come back to this page. Closed, it
 * renders nothing, so its code loads only when a page asks for it.
 */
export function ShellLoginPopup() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
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
