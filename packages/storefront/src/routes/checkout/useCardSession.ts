import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useCaptureContext, useCheckoutStore, useConfigStore } from '@snackshop/commerce-hooks';
import { hostedFieldsSrc } from './cardMessages';
import type { HostedCardFieldsHandle } from './HostedCardFields';

/**
 * The payment session behind the hosted card fields (SPEC section 4). A capture context
 * starts it and gives the fields' `src`; it is asked again when the language changes, when
 * an expired session is reloaded, when the card to pay with changes and on `retry` after a
 * failure (`loadError`). With `savedCardId` (a saved card of the signed-in customer) the
 * fields ask for that card's security code only. `extend` renews the capture context and
 * hands it to the same `fields`, so what was typed stays; it resolves false when that could
 * not be done.
 */
export function useCardSession(
  paymentFieldsOrigin: string,
  fields: RefObject<HostedCardFieldsHandle | null>,
  savedCardId: string | null = null,
) {
  const checkout = useCheckoutStore();
  const captureContext = useCaptureContext();
  const { language } = useConfigStore();
  const [src, setSrc] = useState<URL | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reloads = checkout.paymentSessionReloads;

  const requestCaptureContext = useCallback(async () => {
    const result = await captureContext({
      body: {
        targetOrigin: window.location.origin,
        lang: language,
        ...(savedCardId ? { savedCardId } : {}),
      },
    });
    return result.ok ? result.data : null;
  }, [captureContext, language, savedCardId]);

  useEffect(() => {
    let current = true;
    setSrc(null);
    setLoadError(false);
    void (async () => {
      const context = await requestCaptureContext();
      if (!current) return;
      if (!context) {
        setLoadError(true);
        return;
      }
      checkout.startPaymentSession(context.sessionExpiresAt);
      checkout.updatePaymentInfo({ captureContextData: context.captureContext });
      setSrc(hostedFieldsSrc(context.hostedFieldsUrl, paymentFieldsOrigin, language));
    })();
    return () => {
      current = false;
    };
  }, [requestCaptureContext, checkout, language, paymentFieldsOrigin, reloads, attempt]);

  const extend = async (): Promise<boolean> => {
    const context = await requestCaptureContext();
    if (!context) return false;
    if (fields.current && !(await fields.current.renew(context.captureContext))) return false;
    checkout.updatePaymentInfo({ captureContextData: context.captureContext });
    return checkout.extendPaymentSession(context.sessionExpiresAt);
  };

  return { src, loadError, retry: () => setAttempt((n) => n + 1), extend };
}
