import { useTranslation } from 'react-i18next';
import { CookieConsent, type CookieConsentChoice } from '@snackshop/ui-kit';
import type { ConsentState } from './consent';

/** The ui-kit consent panel with the shell's texts. */
export function CookieConsentPanel({
  consent,
  onDecide,
}: {
  consent: ConsentState;
  onDecide: (choice: CookieConsentChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <CookieConsent
      defaultChoice={{
        advertising: consent.advertising,
        functional: consent.functional,
        anyConsent: consent.anyConsent,
      }}
      policyHref="/privacy-policy"
      onDecide={onDecide}
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
}
