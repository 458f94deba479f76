import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type MetaFunction } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@snackshop/commerce-core/constants';
import { useWithStores } from '@snackshop/commerce-hooks';
import { Heading, Link } from '@snackshop/ui-kit';
import { trackAccountEvent } from '../../tracking/customerTracking';
import { titleFrom } from '../../seo/meta';
import * as styles from './account.css';
import type { createCallbackLoader } from './signIn.server';

export const callbackMeta: MetaFunction = (args) => [
  { title: titleFrom(args, 'account.callback.title') },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/implicit/callback` (and the silent `/implicit/ssocallback`, which ends here): a bare
 * page. Signed in, it stores what SPEC sections 3 and 4 say the browser keeps (local storage
 * `accessToken`, the user slice, session storage `accountId`, `loyaltyId` and
 * `customerSessionId`), greets a shopper the site's own silent check signed in
 * (docs/decisions/0036), tracks the sign-up or login (hashed contact with advertising
 * consent) and replaces itself with the page the shopper came from; without JavaScript it
 * offers a link there.
 */
export function CallbackPage() {
  const result = useLoaderData<ReturnType<typeof createCallbackLoader>>();
  const { t } = useTranslation();
  const withStores = useWithStores();
  const navigate = useNavigate();

  useEffect(() => {
    if (result.status !== 'signedIn') return;
    withStores((store) => {
      const details = result.customer ?? undefined;
      if (result.loginMethod === 'google') store.user.socialLogin(result.accessToken, details);
      else store.user.login(result.accessToken, details);
      store.storage.session.setItem(SESSION_STORAGE_KEYS.accountId, result.accountId);
      if (result.loyaltyId) {
        store.storage.session.setItem(SESSION_STORAGE_KEYS.loyaltyId, result.loyaltyId);
      }
      if (result.customerSessionId) {
        store.storage.session.setItem(
          SESSION_STORAGE_KEYS.customerSessionId,
          result.customerSessionId,
        );
      }
      const name = result.customer?.accountContacts[0]?.firstName;
      if (result.welcome && name) {
        store.notification.success(t('account.callback.welcome', { name }));
      }
      void trackAccountEvent({
        accountCreated: result.accountCreated,
        method: result.loginMethod,
        contact: result.customer?.accountContacts[0],
      });
      void navigate(result.returnTo, { replace: true });
    });
  }, [result, withStores, navigate, t]);

  if (result.status === 'signedIn') {
    return (
      <div className={styles.bare}>
        <Heading level="1">{t('account.callback.title')}</Heading>
        <p role="status">{t('account.callback.signedIn')}</p>
        <Link href={result.returnTo}>{t('account.callback.continue')}</Link>
      </div>
    );
  }
  const message =
    result.reason === 'expired'
      ? t('account.callback.expired')
      : result.reason === 'refused'
        ? t('account.callback.refused')
        : t('account.callback.unavailable');
  return (
    <div className={styles.bare}>
      <Heading level="1">{t('account.callback.failedTitle')}</Heading>
      <p role="alert">{message}</p>
      <p className={styles.links}>
        <Link href={`/signin?returnTo=${encodeURIComponent(result.returnTo)}`}>
          {t('account.callback.tryAgain')}
        </Link>
        <Link href="/">{t('bare.backHome')}</Link>
      </p>
    </div>
  );
}
