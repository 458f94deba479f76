import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema/index';

/**
 * Ends every OpenID Provider session and grant of an account (a password change or reset),
 * so no browser that signed in before can come back through single sign-on. Tokens of those
 * grants stop working with them.
 */
export async function endProviderSessions(db: Database, customerId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.model, ['Session', 'Grant']),
        sql`${oidcPayloads.payload} ->> 'accountId' = ${customerId}`,
      ),
    );
}
