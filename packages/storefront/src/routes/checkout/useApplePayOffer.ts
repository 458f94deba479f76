import { useEffect, useState } from 'react';
import { useConfigStore } from '@snackshop/commerce-hooks';
import { applePaySession, type ApplePaySessionConstructor } from './walletPayments';

/**
 * The browser's Apple Pay when the page offers it: only Safari has it, and only with
 * applePayButtonEnable on. Known after hydration, so server and client HTML agree.
 */
export function useApplePayOffer(): ApplePaySessionConstructor | null {
  const config = useConfigStore();
  const [applePay, setApplePay] = useState<ApplePaySessionConstructor | null>(null);
  useEffect(() => {
    const offered = applePaySession(window);
    setApplePay(() => offered);
  }, []);
  return applePay !== null && config.isEnabled('applePayButtonEnable') ? applePay : null;
}
