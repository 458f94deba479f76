import { randomUUID } from 'node:crypto';
import { endpoints, type BodyOf } from '@snackshop/commerce-core/api-client';
import { SANDBOX_PATHS } from '../payments/sandbox/sandbox-provider';
import type { TestApi, TestResponse } from './harness';
import type { Envelope } from './pricing-fixtures';

/** The storefront origin the tests frame the hosted fields from. */
export const STOREFRONT = 'http://localhost:3000';

/** A shippable guest address in Chicago. */
export const chicago = {
  firstName: 'Robin',
  lastName: "O'Hara",
  address: '120 N Michigan Ave',
  addressDetails: 'Apt 4',
  city: 'Chicago',
  state: 'IL',
  zipcode: '60601',
  country: 'US',
};

/**
 * A checkout body for the given cart lines; override any part. Typed as the contract's body
 * though the lines and overrides are not checked: tests also send what a client must not.
 */
export function checkoutBody(
  cartItems: unknown[],
  overrides: Record<string, unknown> = {},
): BodyOf<'validateOrder'> {
  return {
    cartItems,
    contactInfo: { email: 'robin.ohara@example.com', phoneNumber: '(312) 555-0142' },
    shipping: chicago,
    billingSameShippingFlag: true,
    ...overrides,
  } as BodyOf<'validateOrder'>;
}

/** Card fields as the hosted fields post them. */
export function cardFields(number: string, overrides: Record<string, unknown> = {}) {
  return {
    number,
    expirationMonth: 12,
    expirationYear: new Date().getUTCFullYear() + 2,
    securityCode: number.startsWith('3') ? '1234' : '123',
    ...overrides,
  };
}

/** A capture context for the test session. */
export async function captureContext(api: TestApi, headers: Record<string, string> = {}) {
  const response = await api.request<Envelope<{ captureContext: string; hostedFieldsUrl: string }>>(
    'POST',
    endpoints.captureContext.path,
    { body: { targetOrigin: STOREFRONT }, headers },
  );
  if (response.status !== 200) throw new Error(`capturecontext: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** What the hosted fields do: post the card under a capture context (no handshake headers). */
export async function tokenize(
  api: TestApi,
  context: string,
  card: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<
  TestResponse<Envelope<{ transientToken: string; cardNumberMask: string; cardType: string }>>
> {
  const response = await fetch(`${api.baseUrl}${SANDBOX_PATHS.tokenize}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ captureContext: context, ...card }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as never,
  };
}

/** A transient token for a test card number, for the test session (or `headers`' session). */
export async function cardToken(
  api: TestApi,
  number: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const { captureContext: context } = await captureContext(api, headers);
  const response = await tokenize(api, context, cardFields(number));
  if (response.status !== 201) throw new Error(`tokenize: ${JSON.stringify(response.body)}`);
  return response.body.data.transientToken;
}

/** A capture context opened for a saved card: the hosted fields' security-code mode. */
export async function savedCardContext(api: TestApi, savedCardId: string) {
  return api.request<Envelope<{ captureContext: string; hostedFieldsUrl: string }>>(
    'POST',
    endpoints.captureContext.path,
    { body: { targetOrigin: STOREFRONT, savedCardId } },
  );
}

/** What the security-code field does: post the code under its capture context. */
export async function tokenizeCvv(
  api: TestApi,
  context: string,
  securityCode: string,
): Promise<TestResponse<Envelope<{ cvvToken: string; expiresAt: string }>>> {
  const response = await fetch(`${api.baseUrl}${SANDBOX_PATHS.tokenizeCvv}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ captureContext: context, securityCode }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as never,
  };
}

/** A security-code token for a saved card of the signed-in `api`'s customer. */
export async function cvvToken(api: TestApi, savedCardId: string, securityCode = '123') {
  const context = await savedCardContext(api, savedCardId);
  if (context.status !== 200) throw new Error(`capturecontext: ${JSON.stringify(context.body)}`);
  const response = await tokenizeCvv(api, context.body.data.captureContext, securityCode);
  if (response.status !== 201) throw new Error(`tokenize cvv: ${JSON.stringify(response.body)}`);
  return response.body.data.cvvToken;
}

/** submittedorder with an idempotency key (a fresh one unless given). */
export function submitOrder<T = unknown>(
  api: TestApi,
  body: unknown,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return api.request<Envelope<T>>('POST', endpoints.submittedOrder.path, {
    body,
    headers: { ...(key === null ? {} : { 'Idempotency-Key': key }), ...options.headers },
  });
}

/** The order as submittedorder and orderdetails answer it. */
export interface OrderAnswer {
  orderNumber: string;
  status: string;
  email: string;
  paymentMethod: string | null;
  card: { cardType: string | null; last4: string | null } | null;
  giftOrder: boolean;
  gift: { recipientEmail: string; giftMessage?: string } | null;
  couponName: string | null;
  lines: { productId: string | null; quantity: number; lineTotalCents: number }[];
  subTotalCents: number;
  discountCents: number;
  shippingChargeCents: number;
  taxCents: number;
  totalAmountCents: number;
  totalAmount: number;
}
