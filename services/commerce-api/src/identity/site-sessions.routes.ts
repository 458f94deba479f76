import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerSessions, oidcPayloads } from '../db/schema/index';
import { defineRoute, type IdentityDeps } from './deps';
import type { ErrorDoc } from '../http/route';
import { authenticateSite } from './oidc/interactions';
import { tokenHash } from './secrets';
import { SITE_IDS, type SiteId } from './sites';

/*
 * The sites' server-side sessions (docs/decisions/0032). A site's cookie holds only a signed,
 * opaque id; what the session holds lives here, in the database every API process shares
 * (PGlite on the embedded default, PostgreSQL otherwise), one `oidc_payloads` row per session
 * under the model `SiteSession.<site>`, until it expires or the shopper signs out. Only the
 * site's own server reads or writes its sessions, authenticated as its OpenID client; the
 * data is the site's (ours seal it with their secret, so no token is kept here in clear),
 * the account it names is what a sign-out everywhere ends.
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
  input: {
    id: string;
    data: Record<string, unknown>;
    accountId?: string | null;
    expiresAt: string;
  },
) {
  const values = {
    payload: { data: input.data, accountId: input.accountId ?? null },
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

/** The grant of every site a provider session holds an authorization for. */
function grantsOf(providerSession: unknown): string[] {
  const authorizations = (providerSession as { authorizations?: Record<string, unknown> })
    .authorizations;
  return Object.values(authorizations ?? {}).flatMap((entry) => {
    const grantId = (entry as { grantId?: unknown } | null)?.grantId;
    return typeof grantId === 'string' ? [grantId] : [];
  });
}

/**
 * Ends the sign-in an API session came from: the provider's session whose authorizations name
 * the session's grant (so the browser must give its password again) and that grant, with the
 * tokens and codes made from it. On `signout`, also the grants of the other sites in that
 * provider session and every API session made from any of them, this one included: the other
 * site's token stops working on the server at once, whatever the browser does next.
 */
async function endSignIn(
  deps: Pick<IdentityDeps, 'db' | 'identity'>,
  sessionToken: string,
  reason: 'expired' | 'signout',
): Promise<{ ended: boolean; sessionsEnded: number }> {
  const { db } = deps;
  const [session] = await db
    .select({ id: customerSessions.id, grantId: customerSessions.oidcGrantId })
    .from(customerSessions)
    .where(eq(customerSessions.tokenHash, tokenHash(sessionToken)))
    .limit(1);
  if (!session) return { ended: false, sessionsEnded: 0 };
  let grants = session.grantId ? [session.grantId] : [];
  let ended = false;
  if (session.grantId) {
    const providerSessions = await db
      .delete(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Session'),
          sql`exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload} -> 'authorizations', '{}'::jsonb)) as a(client, value) where a.value ->> 'grantId' = ${session.grantId})`,
        ),
      )
      .returning({ payload: oidcPayloads.payload });
    ended = providerSessions.length > 0;
    if (reason === 'signout') {
      grants = [
        ...new Set([...grants, ...providerSessions.flatMap((row) => grantsOf(row.payload))]),
      ];
    }
    await db
      .delete(oidcPayloads)
      .where(
        or(
          and(eq(oidcPayloads.model, 'Grant'), inArray(oidcPayloads.id, grants)),
          inArray(oidcPayloads.grantId, grants),
        ),
      );
  }
  if (reason === 'expired') return { ended, sessionsEnded: 0 };
  const sessionsEnded = await deps.identity.sessions.revokeSignIn(session.id, grants, 'logout');
  return { ended, sessionsEnded };
}

export const siteSessionRoutes = [
  defineRoute('sessionEnd', {
    tag,
    summary: 'End the sign-in of an API session (expired, or signing out)',
    description:
      'With `reason: "expired"` (the default: the API answered 440 on the site), the ' +
      'provider’s session of that sign-in and its grant end, so “Sign in” asks for the ' +
      'password again instead of signing the browser straight back in. With ' +
      '`reason: "signout"`, also every API session of that sign-in on either site, this one ' +
      'included, ends on the server at once: no page or script in the browser is needed. ' +
      '`ended` says whether a provider session was found, `sessionsEnded` how many API ' +
      'sessions ended.' +
      siteServerNote,
    errors: siteServer,
    handler: async ({ c, deps, body }) => {
      authenticateSite(c, deps.identity);
      return endSignIn(deps, body.sessionToken, body.reason ?? 'expired');
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
