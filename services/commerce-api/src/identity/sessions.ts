import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerSessions } from '../db/schema/index';
import { InvalidTokenError, SessionExpiredError } from './errors';
import { randomToken, tokenHash } from './secrets';

/** How long a session lives: since the last call (idle) and since sign-in (absolute). */
export interface SessionLifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleSeconds: 2 * 3600,
  absoluteSeconds: 14 * 24 * 3600,
};

/** A session that `resolve` found alive. */
export interface ActiveSession {
  id: string;
  customerId: string;
  clientId: string;
  loginMethod: 'password' | 'google';
}

/** A new session: the token to hand to the browser (only now, never again) and its expiry. */
export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export type RevokeReason = NonNullable<typeof customerSessions.$inferSelect.revokedReason>;

// The idle expiry moves on at most once a minute: a page of ten calls writes once.
const TOUCH_EVERY_MS = 60_000;

/**
 * The API sessions behind X-Auth-Token (docs/decisions/0027): random 256-bit tokens stored
 * as SHA-256, with an idle and an absolute expiry. Rows in the database, so every API
 * process knows every session and a revocation holds everywhere at once.
 */
export class CustomerSessions {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
  ) {}

  /** Starts a session for a customer who just signed in. */
  async issue(input: {
    customerId: string;
    clientId: string;
    loginMethod: 'password' | 'google';
    oidcGrantId?: string | null;
  }): Promise<IssuedSession> {
    const token = randomToken();
    const now = this.now();
    const absolute = new Date(now.getTime() + this.lifetimes.absoluteSeconds * 1000);
    const idle = new Date(
      Math.min(now.getTime() + this.lifetimes.idleSeconds * 1000, absolute.getTime()),
    );
    const [row] = await this.db
      .insert(customerSessions)
      .values({
        tokenHash: tokenHash(token),
        customerId: input.customerId,
        clientId: input.clientId,
        loginMethod: input.loginMethod,
        oidcGrantId: input.oidcGrantId ?? null,
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: idle,
        absoluteExpiresAt: absolute,
      })
      .returning({ id: customerSessions.id });
    return { token, sessionId: row!.id, expiresAt: idle };
  }

  /**
   * The live session of a token. Throws 440 when it has expired (idle or absolute) and 401
   * "Invalid token." when it names nothing or was revoked. Moves the idle expiry on.
   */
  async resolve(token: string): Promise<ActiveSession> {
    const [row] = await this.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, tokenHash(token)))
      .limit(1);
    if (!row || row.revokedAt !== null) throw new InvalidTokenError();
    const now = this.now();
    if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) throw new SessionExpiredError();
    if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      const idle = Math.min(
        now.getTime() + this.lifetimes.idleSeconds * 1000,
        row.absoluteExpiresAt.getTime(),
      );
      await this.db
        .update(customerSessions)
        .set({ lastSeenAt: now, idleExpiresAt: new Date(idle) })
        .where(eq(customerSessions.id, row.id));
    }
    return {
      id: row.id,
      customerId: row.customerId,
      clientId: row.clientId,
      loginMethod: row.loginMethod,
    };
  }

  /** Ends one session (sign-out). */
  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
  }

  /** Ends every session of a customer, but `keep` when given (a password change). */
  async revokeAllOf(customerId: string, reason: RevokeReason, keep?: string): Promise<number> {
    const rows = await this.db
      .update(customerSessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(
        and(
          eq(customerSessions.customerId, customerId),
          isNull(customerSessions.revokedAt),
          keep ? sql`${customerSessions.id} <> ${keep}` : undefined,
        ),
      )
      .returning({ id: customerSessions.id });
    return rows.length;
  }

  /**
   * Ends a session and every session made from one of `grantIds` (the grants of one sign-in,
   * one per site): a sign-out that no token of that sign-in outlives. Answers how many ended.
   */
  async revokeSignIn(
    sessionId: string,
    grantIds: readonly string[],
    reason: RevokeReason,
  ): Promise<number> {
    const rows = await this.db
      .update(customerSessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(
        and(
          isNull(customerSessions.revokedAt),
          or(
            eq(customerSessions.id, sessionId),
            grantIds.length ? inArray(customerSessions.oidcGrantId, [...grantIds]) : undefined,
          ),
        ),
      )
      .returning({ id: customerSessions.id });
    return rows.length;
  }

  /** Ends the sessions made from a provider grant, when the provider revokes it. */
  async revokeByGrant(grantId: string): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: this.now(), revokedReason: 'grant' })
      .where(and(eq(customerSessions.oidcGrantId, grantId), isNull(customerSessions.revokedAt)));
  }
}
