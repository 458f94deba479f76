import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { savedCards } from '../db/schema/index';
import type { CallerIdentity } from '../identity/caller';
import { NotFoundError } from '../http/errors';
import { SignInRequiredError } from '../identity/errors';

/**
 * The provider token of the caller's saved card `id`, to pay with (docs/decisions/0029): 401
 * for a visitor; another customer's card, or one another processor keeps, is the same 404 as
 * an id that never existed.
 */
export async function savedCardToPayWith(
  db: Database,
  caller: CallerIdentity,
  input: { id: string; provider: string; lang: Language; field: string },
): Promise<{ providerToken: string }> {
  if (!caller.customerId) throw new SignInRequiredError();
  const [card] = await db
    .select({ providerToken: savedCards.providerToken })
    .from(savedCards)
    .where(
      and(
        eq(savedCards.id, input.id),
        eq(savedCards.customerId, caller.customerId),
        eq(savedCards.provider, input.provider),
      ),
    );
  if (!card) throw new NotFoundError(formatMessage('cardNotFound', input.lang), input.field);
  return card;
}
