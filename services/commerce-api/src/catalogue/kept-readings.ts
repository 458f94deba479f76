/**
 * The most recently used answers of a pure computation, bounded by how much they hold (as
 * `sizeOf` counts it) rather than by their number: one answer may be a few products, another
 * the whole catalogue. The least recently used are dropped first. Only for answers that
 * cannot go stale while kept: the owner is an immutable snapshot, and they go with it.
 */
export class KeptReadings<T> {
  private readonly entries = new Map<string, { value: T; size: number }>();
  private held = 0;

  constructor(
    /** The most `sizeOf` may add up to over the kept answers. */
    private readonly maxSize: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  /** The kept answer for `key`, or `compute()`'s, kept for the next caller. */
  get(key: string, compute: () => T): T {
    const kept = this.entries.get(key);
    if (kept) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    const value = compute();
    const size = Math.max(1, this.sizeOf(value));
    if (size > this.maxSize) return value;
    this.entries.set(key, { value, size });
    this.held += size;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxSize) break;
      this.entries.delete(oldest);
      this.held -= entry.size;
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
