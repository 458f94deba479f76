import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderRequests, type StoredResponse } from '../db/schema/index';
import type { CallerIdentity } from '../identity/caller';
import { ConflictError, DomainError, ValidationError } from '../http/errors';

/** The header that makes submittedorder safe to repeat. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** How long a duplicate waits for the first request to finish before answering 409. */
const WAIT_MS = 20_000;
/**
 * A claim not touched for this long was abandoned by a crashed instance and may be taken
 * over. Taking over a claim that is in fact still working is safe: the processor reference is
 * the key, so both authorise the same payment, and only the newer claim may complete the key
 * (the older one then answers with the newer one's result). So the wait after a crash before
 * the commit can stay short.
 */
export const STALE_MS = 30_000;

/** The caller scope of a key: one customer's or one session's keys never meet another's. */
export const ownerKeyOf = (caller: CallerIdentity) =>
  caller.customerId ? `customer:${caller.customerId}` : `session:${caller.sessionId}`;

/** The Idempotency-Key header, or a 400 naming it. */
export function readIdempotencyKey(value: string | undefined): string {
  const message = `Send an ${IDEMPOTENCY_HEADER} header: 8 to 128 letters, digits, _ . : or -, new for each order.`;
  if (!value || !KEY_PATTERN.test(value)) {
    throw new ValidationError([{ field: IDEMPOTENCY_HEADER, message }], message);
  }
  return value;
}

/** SHA-256 of the validated body, so the same order sent twice hashes alike. */
export const requestHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

export type Claim =
  /** This request works on the key; `token` proves it in every later step. */
  | { kind: 'claimed'; token: string }
  | { kind: 'completed'; orderId: string }
  | { kind: 'failed'; response: StoredResponse };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims an idempotency key for a request. The first caller gets `claimed`; a repeat gets
 * the finished answer (waiting while the first is still working); the same key with another
 * body is a 409 `IDEMPOTENCY_KEY_REUSED`.
 */
export async function claimKey(
  db: Database,
  scope: {
    ownerKey: string;
    key: string;
    hash: string;
    now: () => Date;
    /** The language of the 409 answered while the first request is still working. */
    lang?: Language;
    /** How long to wait for the first request before that 409 (default 20 s). */
    waitMs?: number;
  },
): Promise<Claim> {
  const deadline = Date.now() + (scope.waitMs ?? WAIT_MS);
  for (;;) {
    const token = randomUUID();
    const [inserted] = await db
      .insert(orderRequests)
      .values({
        ownerKey: scope.ownerKey,
        idempotencyKey: scope.key,
        requestHash: scope.hash,
        claimToken: token,
      })
      .onConflictDoNothing()
      .returning({ key: orderRequests.idempotencyKey });
    if (inserted) return { kind: 'claimed', token };
    const [row] = await db
      .select()
      .from(orderRequests)
      .where(
        and(
          eq(orderRequests.ownerKey, scope.ownerKey),
          eq(orderRequests.idempotencyKey, scope.key),
        ),
      );
    if (!row) continue; // released between the two statements: try to claim again
    if (row.requestHash !== scope.hash) {
      throw new ConflictError(
        `This ${IDEMPOTENCY_HEADER} was already used for a different order. Send a new key.`,
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    if (row.status === 'completed' && row.orderId)
      return { kind: 'completed', orderId: row.orderId };
    if (row.status === 'failed' && row.response) return { kind: 'failed', response: row.response };
    const staleBefore = new Date(scope.now().getTime() - STALE_MS);
    if (row.updatedAt < staleBefore) {
      const [taken] = await db
        .update(orderRequests)
        .set({ updatedAt: scope.now(), claimToken: token })
        .where(
          and(
            eq(orderRequests.ownerKey, scope.ownerKey),
            eq(orderRequests.idempotencyKey, scope.key),
            eq(orderRequests.status, 'processing'),
            lt(orderRequests.updatedAt, staleBefore),
          ),
        )
        .returning({ key: orderRequests.idempotencyKey });
      // The payment provider dedupes on the same reference, so taking over never charges twice.
      if (taken) return { kind: 'claimed', token };
    }
    if (Date.now() > deadline) {
      // The 409 while the first request with the key is still working (the storefront waits it out).
      throw new ConflictError(
        formatMessage('orderStillPlacing', scope.lang),
        'IDEMPOTENCY_IN_PROGRESS',
      );
    }
    await sleep(50);
  }
}

/** A claimed key: whose, which, and the claim's token. */
interface ClaimScope {
  ownerKey: string;
  key: string;
  token: string;
}

/** The key's row while this claim still holds it. */
const held = (scope: ClaimScope) =>
  and(
    eq(orderRequests.ownerKey, scope.ownerKey),
    eq(orderRequests.idempotencyKey, scope.key),
    eq(orderRequests.status, 'processing'),
    eq(orderRequests.claimToken, scope.token),
  );

/** Another request took the key over from this one; its answer is the request's answer. */
class ClaimLostError extends Error {
  constructor() {
    super('The idempotency key was taken over by another request.');
  }
}

/**
 * Marks the key done with its order (call inside the order's transaction); throws
 * `ClaimLostError`, rolling the order back, when another request took the key over.
 */
export async function completeKey(
  db: Database,
  scope: ClaimScope & { orderId: string; now: Date },
) {
  const [done] = await db
    .update(orderRequests)
    .set({ status: 'completed', orderId: scope.orderId, updatedAt: scope.now })
    .where(held(scope))
    .returning({ key: orderRequests.idempotencyKey });
  if (!done) throw new ClaimLostError();
}

/**
 * Touches the claim so that nobody takes it over for another `STALE_MS`; false when it was
 * already taken over (the request must not undo anything the new claim relies on).
 */
export async function holdKey(db: Database, scope: ClaimScope & { now: Date }): Promise<boolean> {
  const [touched] = await db
    .update(orderRequests)
    .set({ updatedAt: scope.now })
    .where(held(scope))
    .returning({ key: orderRequests.idempotencyKey });
  return Boolean(touched);
}

/** Records a final refusal, which a repeat of the request gets again. */
export async function failKey(db: Database, scope: ClaimScope & { error: DomainError; now: Date }) {
  const response: StoredResponse = {
    status: scope.error.status,
    body: { code: scope.error.code, message: scope.error.message, errors: scope.error.errors },
  };
  await db
    .update(orderRequests)
    .set({ status: 'failed', response, updatedAt: scope.now })
    .where(held(scope));
}

/** Frees the key: nothing happened that a retry could repeat (checks failed, processor busy). */
export async function releaseKey(db: Database, scope: ClaimScope) {
  await db.delete(orderRequests).where(held(scope));
}

/** The stored refusal as the error the edge answers with. */
export function replayedError(response: StoredResponse): DomainError {
  const body = response.body as {
    code: string;
    message: string;
    errors?: { field: string; message: string }[];
  };
  return new DomainError(
    response.status as DomainError['status'],
    body.code,
    body.message,
    body.errors,
  );
}
