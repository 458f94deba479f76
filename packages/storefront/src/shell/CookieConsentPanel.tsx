import { useTranslation } from 'react-i18next';
import { CookieConsent, type CookieConsentChoice } from '@snackshop/ui-kit';
import type { ConsentState } from '../site/consent';

/** The ui-kit consent panel with the shell's texts. */
export function CookieConsentPanel({
  consent,
  onDecide,
  expanded,
}: {
  consent: ConsentState;
  onDecide: (choice: CookieConsentChoice) => void;
  /** The switches shown at once (reopened from the footer's Cookie settings). */
  expanded: boolean;
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
      defaultExpanded={expanded}
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
        choose: t('consent.choose'),
        save: t('consent.save'),
      }}
    />
  );
}
