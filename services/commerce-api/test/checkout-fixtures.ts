import { freshClientAddress } from './account-fixtures';
import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { callsThrough, requestsTo, type TestApi } from './harness';

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
  const response = await api.call('captureContext', {
    body: { targetOrigin: STOREFRONT },
    headers,
  });
  if (response.status !== 200) throw new Error(`capturecontext: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/**
 * What the hosted card fields send: no handshake, the capture context authorises the call.
 * Each call from a shopper address of its own, so suites that pay many orders stay under the
 * card-testing door's per-address limit.
 */
const hostedFields = (api: TestApi) => callsThrough(requestsTo(api.baseUrl, freshClientAddress));

/** What the hosted fields do: post the card under a capture context. */
export function tokenize(
  api: TestApi,
  context: string,
  card: ReturnType<typeof cardFields>,
  headers: Record<string, string> = {},
) {
  return hostedFields(api).call('tokenizeCard', {
    body: { captureContext: context, ...card },
    headers,
  });
}

/** The same for a card (or from an origin) meant to be refused. */
export function refusedTokenize(
  api: TestApi,
  context: string,
  card: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return hostedFields(api).refusal('tokenizeCard', {
    body: { captureContext: context, ...card },
    headers,
  });
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
export function savedCardContext(api: TestApi, savedCardId: string) {
  return api.call('captureContext', { body: { targetOrigin: STOREFRONT, savedCardId } });
}

/** The same, for a card the caller may not open (another's, or a visitor's call). */
export function refusedSavedCardContext(api: TestApi, savedCardId: string) {
  return api.refusal('captureContext', { body: { targetOrigin: STOREFRONT, savedCardId } });
}

/** What the security-code field does: post the code under its capture context. */
function tokenizeCvv(api: TestApi, context: string, securityCode: string) {
  return hostedFields(api).call('tokenizeSecurityCode', {
    body: { captureContext: context, securityCode },
  });
}

/** The same for a code (or a context) meant to be refused. */
export function refusedTokenizeCvv(api: TestApi, context: string, securityCode: string) {
  return hostedFields(api).refusal('tokenizeSecurityCode', {
    body: { captureContext: context, securityCode },
  });
}

/** A security-code token for a saved card of the signed-in `api`'s customer. */
export async function cvvToken(api: TestApi, savedCardId: string, securityCode = '123') {
  const context = await savedCardContext(api, savedCardId);
  if (context.status !== 200) throw new Error(`capturecontext: ${JSON.stringify(context.body)}`);
  const response = await tokenizeCvv(api, context.body.data.captureContext, securityCode);
  if (response.status !== 201) throw new Error(`tokenize cvv: ${JSON.stringify(response.body)}`);
  return response.body.data.cvvToken;
}

/** The headers of submittedorder: an idempotency key (a fresh one unless given, none for null). */
function orderHeaders(options: { key?: string | null; headers?: Record<string, string> }) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return { ...(key === null ? {} : { 'Idempotency-Key': key }), ...options.headers };
}

/**
 * submittedorder with an idempotency key (a fresh one unless given). The body is open to other
 * fields: some tests send client amounts that the server must ignore.
 */
export function submitOrder(
  api: TestApi,
  body: BodyOf<'submittedOrder'> & Record<string, unknown>,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) {
  return api.call('submittedOrder', { body, headers: orderHeaders(options) });
}

/** The same for an order meant to be refused; the body is sent as it is. */
export function refusedOrder(
  api: TestApi,
  body: unknown,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) {
  return api.refusal('submittedOrder', { body, headers: orderHeaders(options) });
}
