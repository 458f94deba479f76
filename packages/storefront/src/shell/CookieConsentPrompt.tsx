import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStoreHandle } from '@snackshop/commerce-hooks';
import type { ConsentState } from '../site/consent';
import { CookieConsentPanel } from './CookieConsentPanel';
import {
  decideConsent,
  openCookieSettings,
  useConsent,
  useCookieSettingsOpen,
} from '../site/consentState';
import { useLoginPopupOpen } from './loginPopupState';
import * as styles from './shell.css';

/**
 * Cookie consent (SPEC section 3: advertising, functional, any-consent) with the ui-kit
 * panel. Until the shopper chooses, nothing is tracked and no third-party tag loads; the
 * choice is kept in a cookie so the server renders the page without the panel next time.
 * `consent` is the page's, read from that cookie by the root loader. One layer at a time: while
 * the login popup a page opened on arrival (`?signin=true`) is open, the panel waits for it.
 */
export function CookieConsentPrompt({ consent: pageConsent }: { consent: ConsentState }) {
  const consent = useConsent(pageConsent);
  const settingsOpen = useCookieSettingsOpen();
  const stores = useStoreHandle();
  const { search } = useLocation();
  const loginPopupOpen = useLoginPopupOpen(search);
  if ((consent.decided && !settingsOpen) || loginPopupOpen) return null;
  return (
    <CookieConsentPanel
      consent={consent}
      expanded={settingsOpen}
      onDecide={(choice) => {
        const decided = decideConsent(choice);
        // Stores that load later take the choice from the shell (`currentConsent`).
        stores.current?.store.cookieConsent.setConsent(decided);
      }}
    />
  );
}

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
      onClick={openCookieSettings}
      data-cookie-settings=""
    >
      {t('footer.cookieSettings')}
    </button>
  );
}

/** A press on the footer's Cookie settings where the footer is the server's HTML (`ServerHtml`). */
export function pressedCookieSettings(target: Element): void {
  if (target.closest('[data-cookie-settings]')) openCookieSettings();
}
