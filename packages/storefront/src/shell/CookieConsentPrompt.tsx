import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCookieConsentStore } from '@snackshop/commerce-hooks';
import { CookieConsent } from '@snackshop/ui-kit';
import { serializeConsentCookie } from './consent';
import * as styles from './shell.css';

/** Whether the shopper reopened their cookie choices from the footer. */
const settingsOpen = observable.box(false);

/**
 * Cookie consent (SPEC section 3: advertising, functional, any-consent) with the ui-kit
 * panel. Until the shopper chooses, nothing is tracked and no third-party tag loads; the
 * choice is kept in a cookie so the server renders the page without the panel next time.
 */
export const CookieConsentPrompt = observer(function CookieConsentPrompt() {
  const { t } = useTranslation();
  const consent = useCookieConsentStore();
  if (consent.decided && !settingsOpen.get()) return null;
  return (
    <CookieConsent
      defaultChoice={{
        advertising: consent.advertising,
        functional: consent.functional,
        anyConsent: consent.anyConsent,
      }}
      policyHref="/privacy-policy"
      onDecide={(choice) => {
        consent.setConsent(choice);
        document.cookie = serializeConsentCookie(choice);
        runInAction(() => settingsOpen.set(false));
      }}
      labels={{
        title: t('consent.title'),
        description: t('consent.body'),
        policy: t('consent.policy'),
        advertising: t('consent.advertising'),
        advertisingHint: t('consent.advertisingHint'),
        functional: t('consent.functional'),
        functionalHint: t('consent.functionalHint'),
        anyConsent: t('consent.anyConsent'),
        anyConsentHint: t('consent.anyConsentHint'),
        acceptAll: t('consent.acceptAll'),
        reject: t('consent.reject'),
        save: t('consent.save'),
      }}
    />
  );
});

/**
 * The footer's "Cookie settings": reopens the choices. It sits in the footer's small print
 * and takes its colours, so it reads well on either footer variant.
 */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.inlineButton}
      onClick={() => runInAction(() => settingsOpen.set(true))}
    >
      {t('footer.cookieSettings')}
    </button>
  );
}
