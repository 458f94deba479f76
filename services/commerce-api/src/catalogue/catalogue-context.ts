import type { Database } from '../db/client';

/** What the catalogue's queries read: the database, and the origin of absolute media URLs. */
export interface CatalogueContext {
  db: Database;
  publicUrl: string;
}
