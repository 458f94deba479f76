import { createHash } from 'node:crypto';

/** A document as it goes out, with the hashes of its inline scripts (the policy names them). */
export interface FinishedDocument {
  html: string;
  scriptHashes: string[];
}

/** What a page's render depends on: its URL and the data its loaders and action answered. */
export interface RenderInputs {
  url: string;
  statusCode: number;
  loaderData: unknown;
  actionData: unknown;
}

/**
 * Documents already rendered, keyed by everything their render reads (decision 0040): the
 * page's URL and status and its loaders' data, which carries the catalogue, the texts, the
 * config flags and the shopper's cookie choices. The same inputs render the same HTML, so a
 * hit is exact, not stale: a new catalogue version, price or label changes the data and so
 * the key. Least recently used entries go past `maxEntries`; an entry also ages out after
 * `maxAgeMs`, for what a render reads of the clock (the footer's year). Only pages any
 * visitor may be served are kept (the caller decides); 0 entries turns it off.
 */
export class RenderCache {
  private readonly entries = new Map<string, { document: FinishedDocument; storedAt: number }>();

  constructor(
    readonly maxEntries: number,
    readonly maxAgeMs: number,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** The key of a render's inputs; null when the data cannot be written down (not cached). */
  static keyOf(inputs: RenderInputs): string | null {
    let deferred = false;
    let data: string;
    try {
      data = JSON.stringify(
        [inputs.url, inputs.statusCode, inputs.loaderData, inputs.actionData],
        (_name, value: unknown) => {
          // What single fetch carries besides JSON, written so that no two values collide.
          if (value instanceof Map) return { $map: [...value] };
          if (value instanceof Set) return { $set: [...value] };
          if (typeof value === 'bigint') return { $bigint: value.toString() };
          if (value instanceof Promise) deferred = true;
          return value;
        },
      );
    } catch {
      return null;
    }
    // Data still on its way is not an input known yet.
    if (deferred) return null;
    return createHash('sha256').update(data).digest('base64url');
  }

  get(key: string): FinishedDocument | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.clock() - entry.storedAt > this.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return entry.document;
  }

  set(key: string, document: FinishedDocument): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { document, storedAt: this.clock() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
