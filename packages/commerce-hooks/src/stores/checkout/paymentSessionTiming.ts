/**
 * When the payment session (SPEC section 4) warns and when it runs out. The session is the
 * processor's capture context: its lifetime comes from the API (`sessionTimeoutSeconds`),
 * and the "about to expire" dialog opens a lead time before the end.
 */

/** How long before the end the extend dialog opens, for a session of the usual 15 minutes. */
export const PAYMENT_SESSION_WARNING_LEAD_MS = 2 * 60 * 1000;

/**
 * The lead time used for a session of `lifetimeMs`: the configured lead, but never more than
 * a third of the session, so a short session is not in its warning from the start.
 */
export function paymentSessionWarningLead(
  lifetimeMs: number,
  leadMs: number = PAYMENT_SESSION_WARNING_LEAD_MS,
): number {
  if (!(lifetimeMs > 0)) return 0;
  return Math.max(0, Math.min(leadMs, Math.floor(lifetimeMs / 3)));
}

/**
 * When a session just issued runs out, on this browser's clock: counted from when the
 * request left, so latency and a skewed clock can only make the page warn early, never late.
 */
export function paymentSessionExpiry(requestedAt: number, sessionTimeoutSeconds: number): number {
  return requestedAt + Math.max(0, sessionTimeoutSeconds) * 1000;
}

/** Where a session stands at `now`, and how long until its next step. */
export interface PaymentSessionSchedule {
  phase: 'active' | 'aboutToExpire' | 'expired';
  /** Until the extend dialog opens (0 once it should be open). */
  warnInMs: number;
  /** Until the session runs out (0 once it has). */
  expireInMs: number;
}

/** The schedule of a session running from `startedAt` to `expiresAt` (epoch ms). */
export function paymentSessionSchedule(
  session: { startedAt: number; expiresAt: number },
  now: number,
  leadMs: number = PAYMENT_SESSION_WARNING_LEAD_MS,
): PaymentSessionSchedule {
  const lead = paymentSessionWarningLead(session.expiresAt - session.startedAt, leadMs);
  const expireInMs = Math.max(0, session.expiresAt - now);
  const warnInMs = Math.max(0, expireInMs - lead);
  const phase = expireInMs === 0 ? 'expired' : warnInMs === 0 ? 'aboutToExpire' : 'active';
  return { phase, warnInMs, expireInMs };
}
