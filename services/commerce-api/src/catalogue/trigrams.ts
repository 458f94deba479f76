/**
 * pg_trgm's trigram measures, in process, so the search index corrects typos the way the
 * database's `<%` operator does: each word lower-cased and padded with two spaces before
 * and one after, cut into 3-character pieces.
 */

/** The trigrams of a text in order of appearance (duplicates kept), as pg_trgm makes them. */
export function trigramSequence(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    const chars = [...padded];
    for (let i = 0; i + 3 <= chars.length; i += 1) out.push(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** The distinct trigrams of a text. */
export function trigramSet(text: string): Set<string> {
  return new Set(trigramSequence(text));
}

/** `similarity(a, b)`: shared trigrams over all trigrams of both. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * `word_similarity(a, b)`: the best similarity between the trigrams of `a` and any
 * continuous run of the trigrams of `b`, so a word is compared with the closest part of
 * a longer text. `b` is short here (one catalogue word), so every run is tried.
 */
export function wordSimilarity(a: Set<string>, bSequence: readonly string[]): number {
  if (a.size === 0 || bSequence.length === 0) return 0;
  let best = 0;
  for (let start = 0; start < bSequence.length; start += 1) {
    const run = new Set<string>();
    let shared = 0;
    for (let end = start; end < bSequence.length; end += 1) {
      const trigram = bSequence[end] as string;
      if (!run.has(trigram)) {
        run.add(trigram);
        if (a.has(trigram)) shared += 1;
      }
      if (shared === 0) continue;
      const score = shared / (a.size + run.size - shared);
      if (score > best) best = score;
    }
  }
  return best;
}
