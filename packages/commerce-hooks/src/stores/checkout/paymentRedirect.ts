import { asArray, cloneJson, isRecord, pickStringOrNull } from '../snapshot';

/** Where a wallet or PayPal payment sends the shopper and what it comes back with. */
export interface PaymentRedirect {
  merchantReferenceCode: string | null;
  paymentRedirectURL: string | null;
  payerId: string | null;
  paymentId: string | null;
  orderIds: string[];
  lineItems: unknown[];
}

export const emptyRedirect = (): PaymentRedirect => ({
  merchantReferenceCode: null,
  paymentRedirectURL: null,
  payerId: null,
  paymentId: null,
  orderIds: [],
  lineItems: [],
});

export function readRedirect(value: unknown): PaymentRedirect {
  const data = isRecord(value) ? value : {};
  return {
    merchantReferenceCode: pickStringOrNull(data.merchantReferenceCode),
    paymentRedirectURL: pickStringOrNull(data.paymentRedirectURL),
    payerId: pickStringOrNull(data.payerId),
    paymentId: pickStringOrNull(data.paymentId),
    orderIds: asArray(data.orderIds).filter((id): id is string => typeof id === 'string'),
    lineItems: cloneJson(asArray(data.lineItems)),
  };
}
