import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueVersion } from '../db/schema/index';

/** A catalogue version as caches key it: the database it belongs to and its change count. */
export interface VersionStamp {
  databaseId: string;
  version: number;
}

/**
 * The channel on which the database announces each new catalogue version (a trigger on
 * `catalogue_version`, migration 0013; the payload is the version), when the changing
 * transaction commits.
 */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

/**
 * The catalogue version (migration 0006), read at most once per `freshnessMs`: every cache
 * built from the catalogue is keyed by it, so a change shows within that interval on every
 * instance. A notice of a new version (`changed`, from LISTEN) makes the next call read it at
 * once; the interval is then the bound only for notices lost while the listening connection
 * was down. 0 reads it on every call (strictly fresh, one primary-key read per request).
 */
export class CatalogueVersion {
  private known: VersionStamp | null = null;
  private checkedAt = -Infinity;
  /** Notices received so far, and how many had arrived when the known version was read. */
  private notices = 0;
  private noticesAtRead = 0;
  private pending: { notices: number; read: Promise<VersionStamp> } | null = null;

  constructor(
    private readonly db: Database,
    readonly freshnessMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The version, from the last read when it is recent enough and no notice came since. */
  async current(): Promise<VersionStamp> {
    if (
      this.known &&
      this.noticesAtRead === this.notices &&
      this.clock() - this.checkedAt < this.freshnessMs
    ) {
      return this.known;
    }
    // Concurrent callers share one read, unless it started before the latest notice.
    if (!this.pending || this.pending.notices !== this.notices) {
      const notices = this.notices;
      const read = this.read(notices).finally(() => {
        if (this.pending?.read === read) this.pending = null;
      });
      this.pending = { notices, read };
    }
    return this.pending.read;
  }

  /**
   * A notice that the catalogue changed (to `version`, when the notice says): the next call
   * reads the version again. False when the notice names a version already known.
   */
  changed(version?: number): boolean {
    const known = this.known;
    if (
      version !== undefined &&
      Number.isFinite(version) &&
      known &&
      this.noticesAtRead === this.notices &&
      version <= known.version
    ) {
      return false;
    }
    this.notices += 1;
    return true;
  }

  private async read(notices: number): Promise<VersionStamp> {
    const startedAt = this.clock();
    const [row] = await this.db
      .select({ version: catalogueVersion.version, databaseId: catalogueVersion.databaseId })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    if (!row) throw new Error('catalogue_version has no row: migration 0006 has not run.');
    const stamp = { databaseId: row.databaseId, version: Number(row.version) };
    // A read that started before another's notice must not pass for the later one.
    if (notices >= this.noticesAtRead) {
      this.known = stamp;
      this.noticesAtRead = notices;
      this.checkedAt = startedAt;
    }
    return stamp;
  }
}
