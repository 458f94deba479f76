import { MESSAGES } from '@snackshop/commerce-core';
import { SignInRequiredError } from './errors';
import type { IdentityServices } from './services';
import type { ActiveSession } from './sessions';
import { DomainError } from '../http/errors';
import type { ErrorDoc, HandlerInput } from '../http/route';

/** The refusals of a call that needs a signed-in customer, as the OpenAPI document lists them. */
export const signedInErrors: ErrorDoc[] = [
  { status: 401, code: 'SIGN_IN_REQUIRED', description: 'No X-Auth-Token came with the call.' },
  { status: 401, code: 'INVALID_TOKEN', description: 'Invalid token. (revoked or unknown).' },
  { status: 440, code: 'SESSION_EXPIRED', description: MESSAGES.sessionExpired.en },
];

/** A handler's input, of which the caller's identity needs only the sessions. */
type CallerInput = HandlerInput<unknown, unknown, { identity: IdentityServices }>;

/** The header carrying a signed-in customer's session token (SPEC section 7). */
const AUTH_TOKEN_HEADER = 'X-Auth-Token';

/**
 * Who is calling: always the handshake session, and the signed-in customer when the request
 * carries a live X-Auth-Token. Owned data (saved mixes, the persisted cart) is keyed on the
 * customer when there is one, else on the session.
 */
export interface CallerIdentity {
  sessionId: string;
  customerId: string | null;
}

/**
 * The API session of the request's X-Auth-Token, or null without one. A token that has
 * expired answers 440 and one that names no live session 401 "Invalid token." (thrown), so a
 * stale browser is told at once rather than treated as a visitor.
 */
async function signedInSession(input: CallerInput): Promise<ActiveSession | null> {
  const token = input.c.req.header(AUTH_TOKEN_HEADER)?.trim();
  if (!token) return null;
  return input.deps.identity.sessions.resolve(token);
}

/** The identity of the caller of a handshake-checked route. */
export async function callerIdentity(input: CallerInput): Promise<CallerIdentity> {
  if (!input.session) throw new ForbiddenError('This call needs a handshake session.');
  const signedIn = await signedInSession(input);
  return { sessionId: input.session.sessionId, customerId: signedIn?.customerId ?? null };
}

/** The signed-in customer's session; 401 when the call came without X-Auth-Token. */
export async function requireCustomer(input: CallerInput): Promise<ActiveSession> {
  const signedIn = await signedInSession(input);
  if (!signedIn) throw new SignInRequiredError();
  return signedIn;
}

/** What an owned row records about its owner. */
export interface OwnedRow {
  customerId: string | null;
  sessionId: string;
}

/**
 * True when `caller` owns `row`: a customer-owned row needs that customer; a session-owned
 * row needs the session that created it.
 */
export function isOwner(row: OwnedRow, caller: CallerIdentity): boolean {
  if (row.customerId !== null) return row.customerId === caller.customerId;
  return row.sessionId === caller.sessionId;
}

/** 403: the caller may not touch what it named (someone else's mix or cart). */
class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(403, 'FORBIDDEN', message);
  }
}

/** The caller of a customer-only call (saved mixes): signed in, or 401 "Please sign in". */
export async function customerCaller(
  input: CallerInput,
): Promise<CallerIdentity & { customerId: string }> {
  if (!input.session) throw new ForbiddenError('This call needs a handshake session.');
  const signedIn = await requireCustomer(input);
  return { sessionId: input.session.sessionId, customerId: signedIn.customerId };
}
