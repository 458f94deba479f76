import type { Database } from '../db/client';
import type { HandshakeSigner } from '../http/handshake';
import type { RateLimits } from '../rate-limit/rate-limits';
import type { Lifecycle } from './lifecycle';

/**
 * What the running app gives every domain, all of it plumbing: each domain's `deps.ts` picks
 * what its handlers reach from here and adds its own services; `app.ts` builds the whole.
 */
export interface BaseDeps {
  db: Database;
  handshake: HandshakeSigner;
  /** Origin used for absolute URLs (images); empty means same-origin relative URLs. */
  publicUrl: string;
  now: () => Date;
  /** Attempt counters (Order Lookup) and the client address of a request. */
  rateLimits: RateLimits;
  /** Starting, serving or stopping: what the readiness check answers. */
  lifecycle: Lifecycle;
}
