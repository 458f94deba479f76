import { MESSAGES } from '@snackshop/commerce-core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { savedCards } from '../db/schema/index';
import { NotFoundError } from '../http/errors';

/** Forgets a saved card of the caller (404 for anyone else's): its provider token is deleted. */
export async function deleteSavedCard(db: Database, customerId: string, id: string) {
  const [removed] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)))
    .returning({ id: savedCards.id });
  if (!removed) throw new NotFoundError(MESSAGES.cardNotFound.en, 'id');
}
