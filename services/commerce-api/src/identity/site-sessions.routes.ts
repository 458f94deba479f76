import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerSessions, oidcPayloads } from '../db/schema/index';
import { defineRoute } from './deps';
import type { ErrorDoc } from '../http/route';
import { authenticateSite } from './oidc/interactions';
import { tokenHash } from './secrets';
import { SITE_IDS, type SiteId } from './sites';

/*
 * The sites' server-side sessions (docs/decisions/0032). A site's cookie holds only a signed,
 * opaque id; what the session holds lives here, in the database every API process shares
 * (PGlite on the embedded default, PostgreSQL otherwise), one `oidc_payloads` row per session
 * under the model `SiteSession.<site>`, until it expires or the shopper signs out. Only the
 * site's own server reads or writes its sessions, authenticated as its OpenID client.
 */

const MODEL = 'SiteSession.';
const modelOf = (site: SiteId) => `${MODEL}${site}`;

const tag = 'Sign-in';
const siteServer: ErrorDoc[] = [
  {
    status: 401,
    code: 'CLIENT_UNAUTHENTICATED',
    description: 'No HTTP Basic credentials of a site’s OpenID client, or wrong ones.',
  },
];
const siteServerNote =
  ' Called by the site’s server, authenticated as its OpenID client (HTTP Basic, client id ' +
  'and secret); the answer is never stored by a cache.';

/** The signed-in shopper's account id of a session's data, when it has one. */
function accountOf(data: Record<string, unknown>): string | null {
  const shopper = data.shopper as { accountId?: unknown } | undefined;
  return typeof shopper?.accountId === 'string' ? shopper.accountId : null;
}

const alive = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

async function readSession(db: Database, site: SiteId, id: string) {
  const [row] = await db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, modelOf(site)), eq(oidcPayloads.id, id), alive()))
    .limit(1);
  const payload = row?.payload as { data?: Record<string, unknown> } | undefined;
  return payload?.data ?? null;
}

async function writeSession(
  db: Database,
  site: SiteId,
  input: { id: string; data: Record<string, unknown>; expiresAt: string },
) {
  const values = {
    payload: { data: input.data, accountId: accountOf(input.data) },
    expiresAt: new Date(input.expiresAt),
  };
  await db
    .insert(oidcPayloads)
    .values({ model: modelOf(site), id: input.id, ...values })
    .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
}

/** Deletes a session and, `everywhere`, every other session of its shopper on every site. */
async function deleteSession(db: Database, site: SiteId, id: string, everywhere: boolean) {
  const [row] = await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.model, modelOf(site)), eq(oidcPayloads.id, id)))
    .returning({ payload: oidcPayloads.payload });
  const accountId = (row?.payload as { accountId?: string | null } | undefined)?.accountId;
  if (!everywhere || !accountId) return;
  await db.delete(oidcPayloads).where(
    and(
      inArray(
        oidcPayloads.model,
        SITE_IDS.map((other) => modelOf(other)),
      ),
      sql`${oidcPayloads.payload} ->> 'accountId' = ${accountId}`,
    ),
  );
}

/**
 * Ends the provider's session (and grant) that an API session came from: the provider
 * session whose authorizations name the grant, so the browser that signed in must give its
 * password again. Answers whether there was one.
 */
async function endProviderSessionOf(db: Database, sessionToken: string): Promise<boolean> {
  const [session] = await db
    .select({ grantId: customerSessions.oidcGrantId })
    .from(customerSessions)
    .where(eq(customerSessions.tokenHash, tokenHash(sessionToken)))
    .limit(1);
  const grantId = session?.grantId;
  if (!grantId) return false;
  const ended = await db
    .delete(oidcPayloads)
    .where(
      or(
        and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)),
        and(
          eq(oidcPayloads.model, 'Session'),
          sql`exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload} -> 'authorizations', '{}'::jsonb)) as a(client, value) where a.value ->> 'grantId' = ${grantId})`,
        ),
      ),
    )
    .returning({ model: oidcPayloads.model });
  return ended.some((row) => row.model === 'Session');
}

export const siteSessionRoutes = [
  defineRoute('sessionEnd', {
    tag,
    summary: 'End the provider session of an expired API session',
    description:
      'When the API answers 440 (the session expired), the site ends the shopper’s session ' +
      'and calls this with the expired session token: the provider’s session of that sign-in ' +
      'and its grant end too, so “Sign in” asks for the password again instead of signing ' +
      'the browser straight back in. `ended` says whether a provider session was found.' +
      siteServerNote,
    errors: siteServer,
    handler: async ({ c, deps, body }) => {
      authenticateSite(c, deps.identity);
      return { ended: await endProviderSessionOf(deps.db, body.sessionToken) };
    },
  }),
  defineRoute('siteSessionRead', {
    tag,
    summary: 'Read a site’s session',
    description:
      'What the site’s session of this id holds (a sign-in under way, the signed-in ' +
      'shopper), or null when it never existed, expired or was ended by a sign-out.' +
      siteServerNote,
    errors: siteServer,
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      return { data: await readSession(deps.db, site.id, body.id) };
    },
  }),
  defineRoute('siteSessionWrite', {
    tag,
    summary: 'Keep a site’s session',
    description:
      'Creates or replaces the site’s session of this id until `expiresAt`.' + siteServerNote,
    errors: siteServer,
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      await writeSession(deps.db, site.id, body);
      return { id: body.id };
    },
  }),
  defineRoute('siteSessionDelete', {
    tag,
    summary: 'End a site’s session',
    description:
      'Ends the site’s session of this id; with `everywhere` (signing out), every session of ' +
      'the same shopper on either site ends too, so no copy of a cookie greets them again.' +
      siteServerNote,
    errors: siteServer,
    handler: async ({ c, deps, body }) => {
      const site = authenticateSite(c, deps.identity);
      await deleteSession(deps.db, site.id, body.id, body.everywhere === true);
      return { id: body.id };
    },
  }),
];
