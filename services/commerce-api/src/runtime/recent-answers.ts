/** Hits and misses of a `RecentAnswers`, for the benchmark and for operators. */
export interface RecentAnswersStats {
  hits: number;
  misses: number;
}

/**
 * The most recently used answers of a pure computation, at most `maxEntries` of them (the
 * least recently used is dropped first). Only for answers that cannot go stale while kept:
 * the owner clears it when what they were computed from changes.
 */
export class RecentAnswers<T> {
  private readonly entries = new Map<string, T>();
  private readonly counts: RecentAnswersStats = { hits: 0, misses: 0 };

  constructor(private readonly maxEntries: number) {}

  /** The kept answer for `key`, or `compute()`'s, kept for the next caller. */
  get(key: string, compute: () => T): T {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, kept);
      this.counts.hits += 1;
      return kept;
    }
    this.counts.misses += 1;
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  /** Drops the answer for `key` (one that turned out not worth keeping: a failure, a miss). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  stats(): RecentAnswersStats {
    return { ...this.counts };
  }
}
