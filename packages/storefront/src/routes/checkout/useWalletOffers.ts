import { useEffect, useState } from 'react';
import type { ConfigFlag } from '@snackshop/commerce-core/constants';
import { useConfigStore } from '@snackshop/commerce-hooks';
import {
  applePaySession,
  googlePayClient,
  loadWalletScript,
  type ApplePaySessionConstructor,
  type GooglePaymentsClient,
} from './walletPayments';

/**
 * A wallet the payment step offers: what `find(key)` answers (the browser's or a loaded
 * client's way to pay) while the wallet's config flag is on, else null. `find` runs only with
 * the flag on (so a wallet turned off loads nothing), once per `key`, after hydration, so
 * server and client HTML agree.
 */
function useWalletOffer<T>(
  flag: ConfigFlag,
  key: string | null,
  find: (key: string) => T | null | Promise<T | null>,
): T | null {
  const config = useConfigStore();
  const enabled = key !== null && config.isEnabled(flag);
  const [offer, setOffer] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!enabled || key === null) return;
    let live = true;
    void Promise.resolve(find(key)).then((value) => {
      if (live) setOffer(value === null ? null : { key, value });
    });
    return () => {
      live = false;
    };
  }, [enabled, key, find]);
  return enabled && offer?.key === key ? offer.value : null;
}

const findApplePay = () => applePaySession(window);

const findGooglePay = (scriptUrl: string) =>
  googlePayClient(window, () => loadWalletScript(document, scriptUrl));

/**
 * The browser's Apple Pay when the page offers it: only Safari has it, and only with
 * applePayButtonEnable on.
 */
export function useApplePayOffer(): ApplePaySessionConstructor | null {
  return useWalletOffer('applePayButtonEnable', 'apple-pay', findApplePay);
}

/**
 * Google Pay's client when the page offers it: with googlePayButtonEnable on, the Google Pay
 * JS client loaded from `scriptUrl` (by the payment step, so on no other page) and ready to
 * pay. Null without a script URL, with the flag off, or until the client said it can pay.
 */
export function useGooglePayOffer(scriptUrl: string | null): GooglePaymentsClient | null {
  return useWalletOffer('googlePayButtonEnable', scriptUrl, findGooglePay);
}
