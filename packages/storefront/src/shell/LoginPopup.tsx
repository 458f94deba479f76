import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SIGN_IN_QUERY } from '@snackshop/commerce-core/catalogue';
import { Button, Dialog, Link } from '@snackshop/ui-kit';

const [SIGN_IN_PARAM, SIGN_IN_VALUE] = SIGN_IN_QUERY.split('=') as [string, string];

/**
 * The login popup's entry point (SPEC section 2): the header's Sign in opens it, and so
 * does arriving with `?signin=true`. Before JavaScript loads, Sign in is a plain link to
 * the configured sign-in site. The sign-in form itself comes with the accounts work.
 */
export function LoginPopup({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (new URLSearchParams(location.search).get(SIGN_IN_PARAM) === SIGN_IN_VALUE) setOpen(true);
  }, [location.search]);

  if (!hydrated) {
    return (
      <Link href={signInHref} plain>
        {t('header.signIn')}
      </Link>
    );
  }
  return (
    <Dialog
      title={t('login.title')}
      description={t('login.body')}
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('login.close')}
      size="small"
      trigger={<Button variant="outline">{t('header.signIn')}</Button>}
    >
      <Link href={signInHref}>{t('login.continue')}</Link>
    </Dialog>
  );
}
