import { requireCustomer, signedInErrors } from '../identity/caller';
import { customerDetails } from '../identity/customer-view';
import { defineRoute } from './deps';
import { deleteSavedCard } from './saved-cards.service';

/** The account's saved cards: forgetting one (saving happens when an order is paid). */
export const savedCardRoutes = [
  defineRoute('deletePaymentAccount', {
    tag: 'Accounts',
    summary: 'Forget a saved card',
    errors: [
      ...signedInErrors,
      { status: 404, code: 'NOT_FOUND', description: 'No card of the caller has this id.' },
    ],
    handler: async (input) => {
      const session = await requireCustomer(input);
      await deleteSavedCard(input.deps.db, session.customerId, input.body.id);
      return customerDetails(input.deps.db, session.customerId);
    },
  }),
];
