import type { AddressDeps } from './addresses/deps';
import type { CartDeps } from './cart/deps';
import type { CatalogueDeps } from './catalogue/deps';
import type { ContentDeps } from './content/deps';
import type { EngagementDeps } from './engagement/deps';
import type { ApiRoute } from './http/route';
import type { IdentityDeps } from './identity/deps';
import type { MailboxDeps } from './mailbox/deps';
import type { MediaDeps } from './media/deps';
import type { MultipackDeps } from './multipack/deps';
import type { OrderDeps } from './orders/deps';
import type { PaymentDeps } from './payments/deps';
import type { PlatformDeps } from './platform/deps';
import type { PricingDeps } from './pricing/deps';
import type { RewardsDeps } from './rewards/deps';
import type { BaseDeps } from './runtime/base-deps';

/**
 * What the app gives every handler: the plumbing's `BaseDeps` and what each domain's
 * `deps.ts` asks for, which `app.ts` builds. Tests build it with their own database and clock.
 * Each domain declares its own needs, so no domain imports this root.
 */
export type AppDeps = BaseDeps &
  AddressDeps &
  CartDeps &
  CatalogueDeps &
  ContentDeps &
  EngagementDeps &
  IdentityDeps &
  MailboxDeps &
  MediaDeps &
  MultipackDeps &
  OrderDeps &
  PaymentDeps &
  PlatformDeps &
  PricingDeps &
  RewardsDeps;

/** One operation of this API: its handler reaches `AppDeps` (or the part its domain names). */
export type AppRoute = ApiRoute<AppDeps>;
