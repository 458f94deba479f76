import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The three values of SPEC section 3 (`_ss_i`, `_rr_n_dts`, `_en_cs`). */
export interface HandshakeValues {
  _ss_i: string;
  _rr_n_dts: string;
  _en_cs: string;
}

/** A verified handshake: the session id is what per-session data (recently viewed) keys on. */
export interface HandshakeSession {
  sessionId: string;
  expiresAt: Date;
}

export type HandshakeCheck =
  | { ok: true; session: HandshakeSession }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' };

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
const RNDUTS = /^(\d{10,12})\.([A-Za-z0-9_-]{11})$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Issues and checks handshake values without server state, so any API instance sharing the
 * secret accepts what another issued: `_ss_i` is a random 128-bit session id, `_rr_n_dts`
 * is the expiry (unix seconds) plus a random nonce, and `_en_cs` is an HMAC-SHA256 over
 * both, which binds the three together.
 */
export class HandshakeSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  issue(): HandshakeValues & { expiresAt: string } {
    const sessionId = randomBytes(16).toString('base64url');
    const expires = Math.floor(this.now().getTime() / 1000) + this.ttlSeconds;
    const rnduts = `${expires}.${randomBytes(8).toString('base64url')}`;
    return {
      _ss_i: sessionId,
      _rr_n_dts: rnduts,
      _en_cs: this.sign(sessionId, rnduts),
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  verify(
    sessionId: string | undefined,
    rnduts: string | undefined,
    encstr: string | undefined,
  ): HandshakeCheck {
    if (!sessionId || !rnduts || !encstr) return { ok: false, reason: 'missing' };
    const parts = RNDUTS.exec(rnduts);
    if (!SESSION_ID.test(sessionId) || !parts || !SIGNATURE.test(encstr)) {
      return { ok: false, reason: 'malformed' };
    }
    const expected = Buffer.from(this.sign(sessionId, rnduts));
    if (!timingSafeEqual(expected, Buffer.from(encstr))) return { ok: false, reason: 'forged' };
    const expiresAt = new Date(Number(parts[1]) * 1000);
    if (expiresAt.getTime() <= this.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, session: { sessionId, expiresAt } };
  }

  private sign(sessionId: string, rnduts: string): string {
    return createHmac('sha256', this.secret)
      .update(`v1.${sessionId}.${rnduts}`)
      .digest('base64url');
  }
}

/** The message each refusal carries; all are 401 HANDSHAKE_INVALID. */
export const handshakeRefusalMessages: Record<
  Exclude<HandshakeCheck, { ok: true }>['reason'],
  string
> = {
  missing: 'Handshake Data not available',
  malformed: 'Handshake data is malformed. Call /webservices/handshaking again.',
  forged: 'Handshake data is not valid. Call /webservices/handshaking again.',
  expired: 'Handshake data has expired. Call /webservices/handshaking again.',
};
