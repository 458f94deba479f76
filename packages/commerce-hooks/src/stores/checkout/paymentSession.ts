import { isRecord, pickBoolean } from '../snapshot';

/**
 * Where the payment session is (SPEC section 4): `idle` before it starts, `active` once
 * started or extended, `aboutToExpire` while the extend dialog shows, `ignored` when the
 * dialog was closed without extending, `expired` when it ran out.
 */
export type PaymentSessionStatus = 'idle' | 'active' | 'aboutToExpire' | 'ignored' | 'expired';

/** The session timing flags of the payment form. */
export interface PaymentSession {
  status: PaymentSessionStatus;
  activated: boolean;
  /** Epoch ms when the session was created. */
  createdAt: number | null;
  /** Epoch ms of the last extension. */
  extendedAt: number | null;
  /** Epoch ms when the current capture context runs out (started or last extended). */
  expiresAt: number | null;
  showExtendDialog: boolean;
  sessionExpired: boolean;
}

export const idleSession = (): PaymentSession => ({
  status: 'idle',
  activated: false,
  createdAt: null,
  extendedAt: null,
  expiresAt: null,
  showExtendDialog: false,
  sessionExpired: false,
});

/*
 * The session's moves. Each answers the next session, or null when the move does not apply
 * where the session stands (the store then leaves it as it is).
 */

/** Started at `now`: activated, and when given, the time its capture context runs out. */
export function startedSession(now: number, expiresAt: number | null): PaymentSession {
  return { ...idleSession(), status: 'active', activated: true, createdAt: now, expiresAt };
}

/** An active session about to expire: the extend dialog shows. */
export function sessionAboutToExpire(session: PaymentSession): PaymentSession | null {
  if (session.status !== 'active') return null;
  return { ...session, status: 'aboutToExpire', showExtendDialog: true };
}

/**
 * Extended at `now` from the dialog: active again, the dialog closed, and when given, the
 * renewed capture context's end replacing the old one.
 */
export function sessionExtended(
  session: PaymentSession,
  now: number,
  expiresAt?: number,
): PaymentSession | null {
  if (session.status !== 'aboutToExpire') return null;
  return {
    ...session,
    status: 'active',
    extendedAt: now,
    ...(expiresAt === undefined ? {} : { expiresAt }),
    showExtendDialog: false,
  };
}

/** The dialog closed without extending. */
export function sessionWarningIgnored(session: PaymentSession): PaymentSession | null {
  if (session.status !== 'aboutToExpire') return null;
  return { ...session, status: 'ignored', showExtendDialog: false };
}

/** Ran out; a session that never started or already expired stays as it is. */
export function sessionExpired(session: PaymentSession): PaymentSession | null {
  if (session.status === 'idle' || session.status === 'expired') return null;
  return { ...session, status: 'expired', showExtendDialog: false, sessionExpired: true };
}

const SESSION_STATUSES: readonly PaymentSessionStatus[] = [
  'idle',
  'active',
  'aboutToExpire',
  'ignored',
  'expired',
];

export function readSession(value: unknown): PaymentSession {
  const data = isRecord(value) ? value : {};
  const status = SESSION_STATUSES.find((candidate) => candidate === data.status) ?? 'idle';
  return {
    status,
    activated: pickBoolean(data.activated),
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : null,
    extendedAt: typeof data.extendedAt === 'number' ? data.extendedAt : null,
    expiresAt: typeof data.expiresAt === 'number' ? data.expiresAt : null,
    showExtendDialog: pickBoolean(data.showExtendDialog),
    sessionExpired: pickBoolean(data.sessionExpired),
  };
}
