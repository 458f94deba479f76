import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

/** How often a process deletes the expired rows of the provider (at most). */
const SWEEP_EVERY_MS = 10 * 60_000;

export interface OidcAdapterOptions {
  /** Put before every model name, so two providers can share the table. */
  modelPrefix?: string;
  /** Called when the provider revokes a grant (sign-out, code reuse): the API sessions go too. */
  onGrantRevoked?: (grantId: string) => Promise<void>;
}

/**
 * The provider's storage (oidc-provider's adapter contract) over `oidc_payloads`: one row per
 * model and id, so every API process on one database serves the same sign-in. Expired rows
 * are never answered; a consumed one (an authorization code) comes back marked `consumed`,
 * which is how the provider detects a code used twice.
 */
export function drizzleOidcAdapter(
  db: Database,
  options: OidcAdapterOptions = {},
): AdapterConstructor {
  const prefix = options.modelPrefix ?? '';
  let lastSweep = Date.now();

  const alive = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
  const answer = (
    row: typeof oidcPayloads.$inferSelect | undefined,
  ): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  };

  function sweep() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    void db
      .delete(oidcPayloads)
      .where(lt(oidcPayloads.expiresAt, new Date()))
      .catch((error: unknown) => console.warn('oidc: sweeping expired rows failed', error));
  }

  return class DrizzleOidcAdapter implements Adapter {
    private readonly model: string;
    // Clients are configured in code; the table never holds one.
    private readonly stored: boolean;

    constructor(name: string) {
      this.model = `${prefix}${name}`;
      this.stored = name !== 'Client';
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
      sweep();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!this.stored) return undefined;
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id), alive()))
        .limit(1);
      return answer(row);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.uid, uid), alive()))
        .limit(1);
      return answer(row);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.userCode, userCode), alive()),
        )
        .limit(1);
      return answer(row);
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
      await options.onGrantRevoked?.(grantId);
    }
  };
}
