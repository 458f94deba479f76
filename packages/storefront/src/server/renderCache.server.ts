import { createHash } from 'node:crypto';

/** A document as it goes out, with the hashes of its inline scripts (the policy names them). */
export interface FinishedDocument {
  html: string;
  scriptHashes: string[];
}

/**
 * What a page's render depends on: its URL and status and its route data (the loaders' and
 * the action's) as React Router streams it into the document, turbo-stream encoded.
 */
export interface RenderInputs {
  url: string;
  statusCode: number;
  routeData: readonly Uint8Array[];
  /** What the loaders left to the server's render alone, serialised (decision 0055). */
  renderOnly?: string;
}

/**
 * A stream's chunks, read to its end: the route data React Router starts encoding for every
 * document request, read once for the page's key (no second serialisation of the same data)
 * and handed back to the render as {@link replayed}.
 */
export async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  return chunks;
}

/** A stream of chunks already read (`chunksOf`), for the render that reads the original. */
export function replayed(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/**
 * Documents already rendered, keyed by everything their render reads (decision 0040): the
 * page's URL and status and its route data, which carries the catalogue, the texts, the
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

  /**
   * The key of a render's inputs. The route data is read whole first, so data a loader
   * deferred is an input once it has arrived.
   */
  static keyOf(inputs: RenderInputs): string {
    const hash = createHash('sha256').update(`${inputs.url}\n${inputs.statusCode}\n`);
    for (const chunk of inputs.routeData) hash.update(chunk);
    if (inputs.renderOnly) hash.update(`\n${inputs.renderOnly}`);
    return hash.digest('base64url');
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
