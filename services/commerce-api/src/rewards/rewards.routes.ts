import {
  REWARD_FREE_PACK_POINTS,
  REWARD_POINTS_PER_DOLLAR,
} from '@snackshop/commerce-core/constants';
import { requireCustomer, signedInErrors } from '../identity/caller';
import { defineRoute } from './deps';
import { isRewardsMember, rewardHistory } from './ledger';

/** The Snack Rewards calls (decision 0049). */
export const rewardsRoutes = [
  defineRoute('rewardPoints', {
    tag: 'Rewards',
    summary: 'The signed-in member’s points: balance and history',
    description:
      'The balance a member can spend (a free pack costs ' +
      `${REWARD_FREE_PACK_POINTS} points; orders earn ${REWARD_POINTS_PER_DOLLAR} per whole ` +
      'dollar of snacks paid) and the 20 newest entries of their ledger. Only the caller’s ' +
      'own points; a customer who is not a member has none.',
    errors: signedInErrors,
    handler: async (input) => {
      const session = await requireCustomer(input);
      const { db } = input.deps;
      const [member, history] = await Promise.all([
        isRewardsMember(db, session.customerId),
        rewardHistory(db, session.customerId),
      ]);
      return {
        member,
        ...history,
        freePackPoints: REWARD_FREE_PACK_POINTS,
        pointsPerDollar: REWARD_POINTS_PER_DOLLAR,
      };
    },
  }),
];
