import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SIGN_IN_QUERY } from '@snackshop/commerce-core/messages';

const LoginPopup = lazy(() =>
  import('./LoginDialog').then((module) => ({ default: module.LoginPopup })),
);

const [SIGN_IN_PARAM, SIGN_IN_VALUE] = SIGN_IN_QUERY.split('=') as [string, string];

/**
 * The login popup's entry point (SPEC section 2): arriving with `?signin=true` opens it;
 * its links go to the configured sign-in site, where accounts are also created. Closed, it
 * renders nothing, so its code loads only when a page asks for it.
 */
export function ShellLoginPopup({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(location.search).get(SIGN_IN_PARAM) === SIGN_IN_VALUE) {
      setMounted(true);
      setOpen(true);
    }
  }, [location.search]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup
        open={open}
        onOpenChange={setOpen}
        signInHref={signInHref}
        createAccountHref={signInHref}
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
