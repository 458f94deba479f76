import type { BaseDeps } from '../runtime/base-deps';
import type { CheckoutServices } from '../payments/services';

/** What the mailbox pages reach; `app.ts` gives them this and more. */
export interface MailboxDeps extends Pick<BaseDeps, 'db'> {
  /** The mailbox shows only when checkout's settings turn it on. */
  checkout: Pick<CheckoutServices, 'devMailbox'>;
}
