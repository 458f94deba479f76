import { DomainError } from './errors';
import type { HandlerInput } from './route';

/**
 * Who is calling: always the handshake session, and the signed-in customer once the
 * accounts feature resolves one from X-Auth-Token. Owned data (saved mixes, the persisted
 * cart) is keyed on the customer when there is one, else on the session.
 */
export interface CallerIdentity {
  sessionId: string;
  customerId: string | null;
}

/**
 * The ownership hook the accounts feature fills in: verify the request's X-Auth-Token and
 * answer the signed-in customer's id. Until accounts exist nobody is signed in, so every
 * caller is its handshake session only.
 */
async function resolveCustomerId(_input: HandlerInput<unknown, unknown>): Promise<string | null> {
  return null;
}

/** The identity of the caller of a handshake-checked route. */
export async function callerIdentity(
  input: HandlerInput<unknown, unknown>,
): Promise<CallerIdentity> {
  if (!input.session) throw new ForbiddenError('This call needs a handshake session.');
  return { sessionId: input.session.sessionId, customerId: await resolveCustomerId(input) };
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
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(403, 'FORBIDDEN', message);
  }
}
