import { useCallback } from 'react';
import type {
  ApiResult,
  BodyOf,
  CallArgs,
  EndpointName,
  ResponseOf,
} from '@snackshop/commerce-core/api-client';
import { paymentSessionExpiry } from '../stores/checkout/paymentSessionTiming';
import { useApiClient } from './StoreProvider';
import { submitOrder } from './submitOrder';

/*
 * The checkout's calls to the API (SPEC sections 3 and 4), one hook each. A hook gives one
 * stable function taking the same options as `client.call` for its endpoint; it makes sure the
 * handshake values are stored (at once when they are), makes the call and answers the client's
 * `ApiResult`, typed by the contract. These are actions the shopper takes, not data to cache,
 * so they do not go through SWR like the data hooks.
 */

/** One endpoint's call, the endpoint's name already given. */
type CheckoutCall<N extends EndpointName> = (
  ...options: CallArgs<N>
) => Promise<ApiResult<ResponseOf<N>>>;

function useCall<N extends EndpointName>(name: N): CheckoutCall<N> {
  const client = useApiClient();
  return useCallback(
    async (...options: CallArgs<N>) => {
      await client.ensureHandshake();
      return client.call(name, ...options);
    },
    [client, name],
  );
}

/**
 * validateOrder: the server checks the whole checkout (contact, addresses, stock, ZIP
 * availability, prices) and answers its totals, or the errors by field and by cart line.
 */
export function useValidateOrder() {
  return useCall('validateOrder');
}

/** addressvalidate: the carrier's check of the shipping lines, with its candidates. */
export function useAddressValidation() {
  return useCall('addressValidate');
}

/** zipcodevalidate: the city and state of a ZIP code, and whether the shop ships there. */
export function useZipCodeLookup() {
  return useCall('zipCodeValidate');
}

/**
 * capturecontext: starts or renews the payment session and gives the hosted card fields.
 * The answer adds `sessionExpiresAt`, when the session runs out in epoch ms on this browser's
 * clock, counted from when the request left (see `paymentSessionExpiry`).
 */
export function useCaptureContext() {
  const client = useApiClient();
  return useCallback(
    async (...options: CallArgs<'captureContext'>) => {
      await client.ensureHandshake();
      const requestedAt = Date.now();
      const result = await client.call('captureContext', ...options);
      if (!result.ok) return result;
      const sessionExpiresAt = paymentSessionExpiry(requestedAt, result.data.sessionTimeoutSeconds);
      return { ...result, data: { ...result.data, sessionExpiresAt } };
    },
    [client],
  );
}

/**
 * submittedorder: places the order under one Idempotency-Key made for this attempt, sent once
 * more after a 503 (the processor did not answer) and, with back-off, while the API says it
 * is still being placed or its answer was lost, without any risk of charging twice.
 * `retryMs` is the first wait before sending again; `onStillWorking` runs before each wait
 * for an attempt still being placed, to tell the shopper.
 */
export function useSubmitOrder(retryMs?: number, onStillWorking?: () => void) {
  const client = useApiClient();
  return useCallback(
    async (body: BodyOf<'submittedOrder'>) => {
      await client.ensureHandshake();
      return submitOrder(client, body, retryMs, onStillWorking);
    },
    [client, retryMs, onStillWorking],
  );
}

/** paypal/paymentSession: prices the cart for PayPal and gives the approval page. */
export function usePayPalSession() {
  return useCall('payPalSession');
}

/** paypal/order: the order of a payment the payer approved. */
export function usePayPalOrder() {
  return useCall('payPalOrder');
}

/** paypal/status: where a PayPal payment stands (created, approved, cancelled...). */
export function usePayPalStatus() {
  return useCall('payPalStatus');
}

/** apple-pay/paymentSession: the merchant session the Apple Pay sheet validates with. */
export function useApplePayMerchantSession() {
  return useCall('applePaySession');
}

/** orderdetails: a placed order, readable by the checkout session or customer that placed it. */
export function useOrderDetails() {
  return useCall('orderDetails');
}
