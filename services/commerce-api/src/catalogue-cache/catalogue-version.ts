import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueVersion } from '../db/schema/index';

/** A catalogue version as caches key it: the database it belongs to and its change count. */
export interface VersionStamp {
  databaseId: string;
  version: number;
}

/**
 * The catalogue version (migration 0006), read at most once per `freshnessMs`: every cache
 * built from the catalogue is keyed by it, so a change shows within that interval on every
 * instance. 0 reads it on every call (strictly fresh, one primary-key read per request).
 */
export class CatalogueVersion {
  private known: VersionStamp | null = null;
  private checkedAt = -Infinity;
  private pending: Promise<VersionStamp> | null = null;

  constructor(
    private readonly db: Database,
    readonly freshnessMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The version, from the last read when it is recent enough. */
  async current(): Promise<VersionStamp> {
    if (this.known && this.clock() - this.checkedAt < this.freshnessMs) return this.known;
    // Concurrent callers share one read.
    this.pending ??= this.read().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async read(): Promise<VersionStamp> {
    const startedAt = this.clock();
    const [row] = await this.db
      .select({ version: catalogueVersion.version, databaseId: catalogueVersion.databaseId })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    if (!row) throw new Error('catalogue_version has no row: migration 0006 has not run.');
    this.known = { databaseId: row.databaseId, version: Number(row.version) };
    this.checkedAt = startedAt;
    return this.known;
  }
}
