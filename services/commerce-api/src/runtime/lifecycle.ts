/** Where a process stands: readiness answers 503 unless it is `serving`. */
export type LifecycleState = 'starting' | 'serving' | 'stopping';

/**
 * The process's lifecycle as a load balancer should see it: not ready while it starts (it
 * does not listen before its database is migrated and its search index built) nor once it
 * has been told to stop, so traffic moves to the other processes while it finishes.
 */
export class Lifecycle {
  constructor(private current: LifecycleState = 'serving') {}

  get state(): LifecycleState {
    return this.current;
  }

  serving(): void {
    if (this.current === 'starting') this.current = 'serving';
  }

  stopping(): void {
    this.current = 'stopping';
  }
}
