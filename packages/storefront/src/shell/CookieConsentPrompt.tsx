import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCookieConsentStore } from '@snackshop/commerce-hooks';
import { Button, Checkbox } from '@snackshop/ui-kit';
import { serializeConsentCookie } from './consent';
import * as styles from './shell.css';

/** Whether the shopper reopened their cookie choices from the footer. */
const settingsOpen = observable.box(false);

/**
 * Cookie consent (SPEC section 3: advertising, functional, any-consent). Until the shopper
 * chooses, nothing is tracked and no third-party tag loads; the choice is kept in a cookie
 * so the server renders the page without the prompt next time.
 */
export const CookieConsentPrompt = observer(function CookieConsentPrompt() {
  const consent = useCookieConsentStore();
  if (consent.decided && !settingsOpen.get()) return null;
  return <ConsentForm />;
});

const ConsentForm = observer(function ConsentForm() {
  const { t } = useTranslation();
  const consent = useCookieConsentStore();
  const titleId = useId();
  const [functional, setFunctional] = useState(consent.functional);
  const [advertising, setAdvertising] = useState(consent.advertising);
  const save = (choice: { functional: boolean; advertising: boolean }) => {
    consent.setConsent(choice);
    document.cookie = serializeConsentCookie(choice);
    runInAction(() => settingsOpen.set(false));
  };
  return (
    <section className={styles.consent} aria-labelledby={titleId} data-testid="cookie-consent">
      <h2 id={titleId}>{t('consent.title')}</h2>
      <p>{t('consent.body')}</p>
      <Checkbox
        label={t('consent.functional')}
        checked={functional}
        onCheckedChange={setFunctional}
      />
      <Checkbox
        label={t('consent.advertising')}
        checked={advertising}
        onCheckedChange={setAdvertising}
      />
      <div className={styles.actions}>
        <Button onClick={() => save({ functional: true, advertising: true })}>
          {t('consent.acceptAll')}
        </Button>
        <Button variant="outline" onClick={() => save({ functional: false, advertising: false })}>
          {t('consent.rejectAll')}
        </Button>
        <Button variant="ghost" onClick={() => save({ functional, advertising })}>
          {t('consent.save')}
        </Button>
      </div>
    </section>
  );
});

/** The footer's "Cookie settings": reopens the choices. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      tone="neutral"
      size="small"
      onClick={() => runInAction(() => settingsOpen.set(true))}
    >
      {t('footer.cookieSettings')}
    </Button>
  );
}
