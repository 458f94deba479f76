import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { sql } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema/index';
import {
  CustomerSessions,
  DEFAULT_SESSION_LIFETIMES,
  type SessionLifetimes,
} from '../src/identity/sessions';
import { callsThrough, type TestApi } from './harness';

/** A password that meets the five criteria of SPEC section 5. */
export const GOOD_PASSWORD = 'Crunchy#Snack42';

let counter = 0;

/**
 * A client address of its own for each registration (a documentation range, forwarded from
 * loopback), so suites that register many shoppers stay under the per-address limit.
 */
export function freshClientAddress(): Record<string, string> {
  counter += 1;
  return { 'X-Forwarded-For': `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}` };
}

/** A register-user body for a new adult shopper; override any field. */
export function registration(
  overrides: Partial<BodyOf<'createCustomer'>> = {},
): BodyOf<'createCustomer'> {
  counter += 1;
  return {
    firstName: 'Marisol',
    lastName: 'Quintero',
    email: `marisol.quintero.${Date.now()}.${counter}@example.com`,
    password: GOOD_PASSWORD,
    birthDay: 14,
    birthMonth: 3,
    birthYear: 1990,
    gender: 'female',
    terms: true,
    sourceID: 'snacks',
    ...overrides,
  };
}

/** Registers a shopper through the API and answers its account id and email. */
export async function registerCustomer(
  api: TestApi,
  overrides: Partial<BodyOf<'createCustomer'>> = {},
) {
  const body = registration(overrides);
  const response = await api.call('createCustomer', { body, headers: freshClientAddress() });
  if (response.status !== 201) throw new Error(`createcustomer: ${JSON.stringify(response.body)}`);
  return { ...response.body.data, password: body.password };
}

/**
 * Signs a customer in the way a completed sign-in does (an API session in the database the
 * API reads), for tests of what a signed-in customer can do. `clock` must be the app's.
 */
export async function signIn(
  api: TestApi,
  customerId: string,
  clock: () => Date = () => new Date(),
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
): Promise<{ token: string; sessionId: string; headers: Record<string, string> }> {
  const sessions = new CustomerSessions(api.database.db, clock, lifetimes);
  const issued = await sessions.issue({ customerId, clientId: 'snacks', loginMethod: 'password' });
  return {
    token: issued.token,
    sessionId: issued.sessionId,
    headers: { 'X-Auth-Token': issued.token },
  };
}

/** The newest mail to an address (the outbox the dev mailbox shows). */
export async function lastMailTo(api: TestApi, to: string) {
  const [mail] = await api.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(1);
  return mail;
}

/** The token of the link in a mail's text (`?token=…`). */
export function linkToken(text: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No link with a token in: ${text}`);
  return match[1]!;
}

/** The same API, every request carrying `headers` too (a signed-in shopper's X-Auth-Token). */
function withHeaders(api: TestApi, headers: Record<string, string>): TestApi {
  const request: TestApi['request'] = (method, path, options = {}) =>
    api.request(method, path, { ...options, headers: { ...headers, ...options.headers } });
  return { ...api, ...callsThrough(request) };
}

/** A new customer, signed in: the API as that customer sees it, and their ids. */
export async function signedInCustomer(
  api: TestApi,
  overrides: Partial<BodyOf<'createCustomer'>> = {},
) {
  const customer = await registerCustomer(api, overrides);
  const session = await signIn(api, customer.accountId);
  return { ...customer, ...session, api: withHeaders(api, session.headers) };
}
