import { REWARD_FREE_PACK_POINTS } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import type { Database } from '../db/client';
import type { BusinessRuleError } from '../http/errors';
import { isRewardsMember, pointsBalance, rewardRefusal } from './ledger';

/** A cart line a free pack may be: one unit's price, and what the line still costs. */
export interface FreePackCandidate {
  unitCents: number;
  /** The line's total after its share of the coupon. */
  payableCents: number;
}

/** The free pack a cart takes: which line, and how much comes off it. */
export interface FreePack {
  lineIndex: number;
  discountCents: number;
}

/**
 * The free pack of a cart whose shopper asked for one: one unit of its lowest-priced snack
 * (`candidates` holds null for lines that cannot be one: gift cards, bundles, mixes, free
 * samples), for a signed-in member with REWARD_FREE_PACK_POINTS to spend. Otherwise the
 * refusal checkout answers; pricing a cart shows it without the pack. The points are spent
 * when the order is written (`recordOrderPoints`), which checks the balance again under a lock.
 */
export async function freePackFor(
  db: Database,
  input: {
    customerId: string | null;
    candidates: readonly (FreePackCandidate | null)[];
    lang: Language;
  },
): Promise<FreePack | BusinessRuleError> {
  const { customerId, lang } = input;
  if (!customerId || !(await isRewardsMember(db, customerId))) {
    return rewardRefusal('REWARD_MEMBERS_ONLY', lang);
  }
  const balance = await pointsBalance(db, customerId);
  if (balance < REWARD_FREE_PACK_POINTS) return rewardRefusal('REWARD_POINTS_SHORT', lang, balance);
  let best: (FreePackCandidate & { lineIndex: number }) | null = null;
  for (const [lineIndex, candidate] of input.candidates.entries()) {
    if (!candidate || candidate.payableCents <= 0) continue;
    if (!best || candidate.unitCents < best.unitCents) best = { ...candidate, lineIndex };
  }
  if (!best) return rewardRefusal('REWARD_NEEDS_SNACK', lang);
  return {
    lineIndex: best.lineIndex,
    discountCents: Math.min(best.unitCents, best.payableCents),
  };
}
