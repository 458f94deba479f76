import type { BaseDeps } from '../runtime/base-deps';

/** What the media routes (images, not JSON operations) reach; `app.ts` gives them this and more. */
export type MediaDeps = Pick<BaseDeps, 'db'>;
