import type { SummaryRow } from './product-query';
import type { Taxonomy } from './taxonomy';
import { similarity, trigramSequence, trigramSet, wordSimilarity } from './trigrams';

/** Shorter words are too ambiguous to correct: "ch" could become any of a dozen words. */
const MIN_CORRECTED_LENGTH = 4;

/** pg_trgm.word_similarity_threshold of the database (db/client.ts): one wrong letter in eight. */
const CORRECTION_THRESHOLD = 0.5;

/**
 * Above this many titles starting with the typed text, names-first matches are collected
 * while walking the matches in popularity order (they are then common) rather than sorted.
 */
const MAX_SORTED_NAME_MATCHES = 2048;

const DIGITS = /^[0-9]+$/;

/** A product as the index reads it: its summary columns, rank and search lexemes. */
export interface IndexedRow extends SummaryRow {
  popularity: number;
  /** Active and of a kind autocomplete suggests. */
  suggestable: boolean;
  /** `tsvector_to_array(search_vector)`: exactly the words the database's search matches. */
  lexemes: string[];
  /**
   * `created_at` in microseconds since the epoch (exact, for the newest-first order); a row
   * without it leaves that order to the database.
   */
  createdMicros?: number;
}

/** The orders a listing can be answered in from the index (the others go to the database). */
export type IndexOrder = 'rank' | 'price-asc' | 'price-desc' | 'newest';

/** A listing search as the index answers it: words, kinds and facet slugs, order and page. */
export interface ListingQuery {
  /** The search's words (`searchWords`); every one must match, as in the database. */
  words: readonly string[];
  /** Kinds listed (snacks and variety packs by default); each must be a suggested kind. */
  kinds: readonly string[];
  brand?: readonly string[];
  productType?: readonly string[];
  flavor?: readonly string[];
  size?: readonly string[];
  inStock?: boolean;
  order: IndexOrder;
  offset: number;
  limit: number;
}

/** The product ids of one page, in order, and how many products match in all. */
export interface ListingPage {
  ids: number[];
  total: number;
}

/** How one typed word matches a product's lexemes. */
type WordMatch = { prefix: string } | { exact: string };

/** Suggestions for one search, best first. */
export interface Suggestions {
  rows: SummaryRow[];
  /** True when a word matched no catalogue word and was replaced by the closest one. */
  corrected: boolean;
}

/**
 * The catalogue's searchable words in process: an immutable snapshot of one catalogue
 * version, answering autocomplete without a database round trip. Products are held in
 * popularity order (popularity desc, id asc, as the database's popularity index), each
 * lexeme keeps the ascending positions of the products that have it, and every catalogue
 * word keeps its trigrams for typo correction.
 */
export class SearchIndex {
  /** Suggestable products in rank order. */
  private readonly ranked: IndexedRow[];
  private readonly lowerTitles: string[];
  /** Every lexeme of the catalogue (inactive products too, like `search_terms`), sorted. */
  private readonly vocabulary: string[];
  private readonly postings = new Map<string, Int32Array>();
  /** Rank positions sorted by lower-cased title, for names starting with the typed text. */
  private readonly byTitle: Int32Array;
  /** Trigram → words it occurs in (words that may replace a typo). */
  private readonly trigramWords = new Map<string, string[]>();
  /** Kinds of the suggestable products (every active product of these kinds is held), coded. */
  private readonly kinds = new Map<string, number>();
  /**
   * What listings filter and sort on, by rank position, in typed arrays: a scan over tens of
   * thousands of matches reads a few compact columns instead of as many row objects. Absent
   * references (no flavor, no size) are -1; `created` is null when a row lacks its time.
   */
  private readonly columns: {
    id: Int32Array;
    kind: Uint8Array;
    brand: Int32Array;
    category: Int32Array;
    flavor: Int32Array;
    size: Int32Array;
    inStock: Uint8Array;
    price: Float64Array;
    created: Float64Array | null;
  };

  constructor(
    /** The catalogue version this snapshot was read at. */
    readonly version: number,
    readonly taxonomy: Taxonomy,
    rows: readonly IndexedRow[],
  ) {
    this.ranked = rows
      .filter((row) => row.suggestable)
      .sort((a, b) => b.popularity - a.popularity || (a.id ?? 0) - (b.id ?? 0));
    this.lowerTitles = this.ranked.map((row) => (row.title ?? '').toLowerCase());
    const count = this.ranked.length;
    this.columns = {
      id: new Int32Array(count),
      kind: new Uint8Array(count),
      brand: new Int32Array(count),
      category: new Int32Array(count),
      flavor: new Int32Array(count),
      size: new Int32Array(count),
      inStock: new Uint8Array(count),
      price: new Float64Array(count),
      created: this.ranked.every((row) => row.createdMicros !== undefined)
        ? new Float64Array(count)
        : null,
    };
    const { columns } = this;
    this.ranked.forEach((row, position) => {
      const kind = row.kind as string;
      if (!this.kinds.has(kind)) this.kinds.set(kind, this.kinds.size);
      columns.id[position] = row.id ?? 0;
      columns.kind[position] = this.kinds.get(kind) as number;
      columns.brand[position] = row.brandId ?? -1;
      columns.category[position] = row.categoryId ?? -1;
      columns.flavor[position] = row.flavorId ?? -1;
      columns.size[position] = row.sizeId ?? -1;
      columns.inStock[position] = (row.stockQty ?? 0) > 0 ? 1 : 0;
      columns.price[position] = row.priceCents ?? 0;
      if (columns.created) columns.created[position] = row.createdMicros as number;
    });
    const lists = new Map<string, number[]>();
    this.ranked.forEach((row, position) => {
      for (const lexeme of new Set(row.lexemes)) {
        const list = lists.get(lexeme);
        if (list) list.push(position);
        else lists.set(lexeme, [position]);
      }
    });
    for (const [lexeme, list] of lists) this.postings.set(lexeme, Int32Array.from(list));
    const words = new Set(lists.keys());
    for (const row of rows)
      if (!row.suggestable) for (const lexeme of row.lexemes) words.add(lexeme);
    this.vocabulary = [...words].sort();
    for (const word of this.vocabulary) {
      if (word.length < 2 || DIGITS.test(word)) continue;
      for (const trigram of new Set(trigramSequence(word))) {
        const list = this.trigramWords.get(trigram);
        if (list) list.push(word);
        else this.trigramWords.set(trigram, [word]);
      }
    }
    this.byTitle = Int32Array.from(this.ranked.keys()).sort((a, b) =>
      compare(this.lowerTitles[a] as string, this.lowerTitles[b] as string),
    );
  }

  /** Number of suggestable products. */
  get size(): number {
    return this.ranked.length;
  }

  /**
   * The best `limit` suggestions for the words of a search (see `searchWords`), with the
   * database search's rules: every word must start a word of the product (a word starting
   * none is corrected to the closest catalogue word, then matched exactly); products whose
   * title starts with `namePrefix` come first (not for a corrected search), then the other
   * matches, each by popularity.
   */
  suggest(words: readonly string[], namePrefix: string, limit: number): Suggestions {
    const resolved = this.resolve(words);
    if (!resolved) return { rows: [], corrected: false };
    const { matches, corrected } = resolved;
    const prefix = corrected ? null : namePrefix;
    // Several words: each as one mark per product, from its posting lists, and the rarest
    // word's products in full (reading row lexemes over a long list cost tens of ms when few
    // products have every word). One word: its rows are read lazily, until the limit.
    const marks =
      matches.length > 1 ? matches.map((match) => this.marks(this.listsOf(match))) : null;
    const matchesAll = marks
      ? (position: number) => marks.every((mark) => mark[position] === 1)
      : (position: number) => {
          const lexemes = (this.ranked[position] as IndexedRow).lexemes;
          return matches.every((match) =>
            'exact' in match
              ? lexemes.includes(match.exact)
              : lexemes.some((lexeme) => lexeme.startsWith(match.prefix)),
          );
        };

    // Names starting with the typed text: few of them are sorted; many are met early while
    // walking the matches in rank order below.
    let names: number[] | null = null;
    if (prefix) {
      const [from, to] = this.titleRange(prefix);
      if (to - from <= MAX_SORTED_NAME_MATCHES) {
        names = Array.from(this.byTitle.subarray(from, to))
          .sort((a, b) => a - b)
          .filter(matchesAll)
          .slice(0, limit);
      }
    }
    const walkNames = prefix !== null && names === null;
    const nameHits: number[] = names ?? [];
    const hits: number[] = [];
    // Walk the products of the rarest word in rank order, checking the other words.
    const driver = this.rarestWord(matches);
    for (const position of marks ? this.ascending(driver) : this.positions(driver)) {
      if (!matchesAll(position)) continue;
      if (hits.length < limit) hits.push(position);
      if (walkNames && nameHits.length < limit && this.lowerTitles[position]?.startsWith(prefix)) {
        nameHits.push(position);
      }
      if (hits.length >= limit && (!walkNames || nameHits.length >= limit)) break;
    }
    const chosen = new Set(nameHits);
    const order = [...nameHits, ...hits.filter((position) => !chosen.has(position))];
    return {
      rows: order.slice(0, limit).map((position) => this.ranked[position] as IndexedRow),
      corrected,
    };
  }

  /**
   * One page of a listing search with its exact total, as the database would answer it at
   * this index's version: the same word resolution (a word starting catalogue words matches
   * any of them, one starting none is corrected to the closest word), the same filters on
   * active products of the listed kinds, and the same orders with the same tie-breaks
   * (popularity desc then id; price then id; created desc then id desc). Null when the
   * index cannot answer it (a kind it does not hold, newest-first without creation times).
   */
  listing(query: ListingQuery): ListingPage | null {
    if (!query.kinds.every((kind) => this.kinds.has(kind))) return null;
    if (query.order === 'newest' && !this.columns.created) return null;
    const resolved = this.resolve(query.words);
    if (!resolved) return { ids: [], total: 0 };
    const { matches } = resolved;
    const accepts = this.listingFilter(query);
    const driver = this.rarestMatch(matches);
    // The other words as one mark per product (from their posting lists), not row reads.
    const others = matches
      .filter((match) => match !== driver.match)
      .map((match) => this.marks(this.listsOf(match)));
    const matchesOthers = (position: number) => others.every((marks) => marks[position] === 1);
    const end = query.offset + query.limit;
    const page: number[] = [];
    let total = 0;
    if (query.order === 'rank') {
      // Positions are rank order: count every match, keep those of the page.
      for (const position of this.ascending(driver.lists)) {
        if (!accepts(position) || !matchesOthers(position)) continue;
        if (total >= query.offset && total < end) page.push(position);
        total += 1;
      }
    } else {
      const hits: number[] = [];
      for (const position of this.ascending(driver.lists)) {
        if (accepts(position) && matchesOthers(position)) hits.push(position);
      }
      total = hits.length;
      page.push(...smallest(hits, end, this.comparator(query.order)).slice(query.offset));
    }
    return { ids: page.map((position) => this.columns.id[position] as number), total };
  }

  /**
   * Each word as a match on lexemes: the words it starts, or when it starts none (and has
   * four or more letters) the closest catalogue word. Null when a word matches nothing.
   */
  private resolve(words: readonly string[]): { matches: WordMatch[]; corrected: boolean } | null {
    if (words.length === 0) return null;
    let corrected = false;
    const matches: WordMatch[] = [];
    for (const word of words) {
      if (this.startsAny(word)) {
        matches.push({ prefix: word });
        continue;
      }
      const correction =
        word.length >= MIN_CORRECTED_LENGTH && !DIGITS.test(word) ? this.closestWord(word) : null;
      if (!correction) return null;
      corrected = true;
      matches.push({ exact: correction });
    }
    return { matches, corrected };
  }

  private startsAny(word: string): boolean {
    const at = lowerBound(this.vocabulary, word);
    return this.vocabulary[at]?.startsWith(word) ?? false;
  }

  /**
   * The catalogue word closest to a typo, as `<%` and the ordering of text-search.ts pick it:
   * word similarity at least 0.5, then the higher word similarity, the higher similarity,
   * the first in order.
   */
  private closestWord(word: string): string | null {
    const typed = trigramSet(word);
    const candidates = new Set<string>();
    for (const trigram of typed)
      for (const term of this.trigramWords.get(trigram) ?? []) candidates.add(term);
    let best: { term: string; word: number; whole: number } | null = null;
    for (const term of candidates) {
      const sequence = trigramSequence(term);
      const wordScore = wordSimilarity(typed, sequence);
      if (wordScore < CORRECTION_THRESHOLD) continue;
      const whole = similarity(typed, new Set(sequence));
      if (
        !best ||
        wordScore > best.word ||
        (wordScore === best.word &&
          (whole > best.whole || (whole === best.whole && compare(term, best.term) < 0)))
      ) {
        best = { term, word: wordScore, whole };
      }
    }
    return best?.term ?? null;
  }

  /** The posting lists a word match reads. */
  private listsOf(match: WordMatch): Int32Array[] {
    if ('exact' in match) {
      const list = this.postings.get(match.exact);
      return list ? [list] : [];
    }
    const lists: Int32Array[] = [];
    for (let at = lowerBound(this.vocabulary, match.prefix); at < this.vocabulary.length; at += 1) {
      const lexeme = this.vocabulary[at] as string;
      if (!lexeme.startsWith(match.prefix)) break;
      const list = this.postings.get(lexeme);
      if (list) lists.push(list);
    }
    return lists;
  }

  private rarestWord(matches: readonly WordMatch[]): Int32Array[] {
    return this.rarestMatch(matches).lists;
  }

  /** The word match with the fewest products, and its posting lists. */
  private rarestMatch(matches: readonly WordMatch[]): {
    match: WordMatch | null;
    lists: Int32Array[];
  } {
    let best: { match: WordMatch | null; lists: Int32Array[] } = { match: null, lists: [] };
    let bestCount = Infinity;
    for (const match of matches) {
      const lists = this.listsOf(match);
      const count = lists.reduce((sum, list) => sum + list.length, 0);
      if (count < bestCount) {
        best = { match, lists };
        bestCount = count;
      }
    }
    return best;
  }

  /**
   * The union of ascending posting lists, ascending: one list as it is, several through a
   * mark per product (linear in the catalogue, cheaper than merging long lists).
   */
  private ascending(lists: readonly Int32Array[]): Int32Array {
    if (lists.length === 0) return new Int32Array(0);
    if (lists.length === 1) return lists[0] as Int32Array;
    const marks = this.marks(lists);
    let count = 0;
    for (let position = 0; position < marks.length; position += 1)
      count += marks[position] as number;
    const positions = new Int32Array(count);
    for (let position = 0, at = 0; at < count; position += 1) {
      if (marks[position] === 1) positions[at++] = position;
    }
    return positions;
  }

  /** 1 at the positions of the products in any of the lists. */
  private marks(lists: readonly Int32Array[]): Uint8Array {
    const marks = new Uint8Array(this.ranked.length);
    for (const list of lists) for (let i = 0; i < list.length; i += 1) marks[list[i] as number] = 1;
    return marks;
  }

  /** The non-text conditions of a listing, as a test of one rank position. */
  private listingFilter(query: ListingQuery): (position: number) => boolean {
    const { brands, categories, flavors, sizes } = this.taxonomy;
    // Slugs become ids; a slug naming nothing matches nothing, as `in (select id …)` does.
    const ids = (map: Map<number, { slug: string }>, slugs: readonly string[] | undefined) => {
      if (!slugs?.length) return null;
      const wanted = new Set(slugs);
      const found = new Set<number>();
      for (const [id, entry] of map) if (wanted.has(entry.slug)) found.add(id);
      return found;
    };
    const brand = ids(brands, query.brand);
    const category = ids(categories, query.productType);
    const flavor = ids(flavors, query.flavor);
    const size = ids(sizes, query.size);
    const kinds = new Uint8Array(this.kinds.size);
    for (const kind of query.kinds) kinds[this.kinds.get(kind) ?? 0] = 1;
    const inStock = Boolean(query.inStock);
    const columns = this.columns;
    return (at) =>
      kinds[columns.kind[at] as number] === 1 &&
      (brand === null || brand.has(columns.brand[at] as number)) &&
      (category === null || category.has(columns.category[at] as number)) &&
      (flavor === null || flavor.has(columns.flavor[at] as number)) &&
      (size === null || size.has(columns.size[at] as number)) &&
      (!inStock || columns.inStock[at] === 1);
  }

  /** Position order of a listing order, ties broken as `sortOrder` breaks them. */
  private comparator(order: Exclude<IndexOrder, 'rank'>): (a: number, b: number) => number {
    const { id, price } = this.columns;
    const created = this.columns.created ?? new Float64Array(this.ranked.length);
    switch (order) {
      case 'price-asc':
        return (a, b) =>
          (price[a] as number) - (price[b] as number) || (id[a] as number) - (id[b] as number);
      case 'price-desc':
        return (a, b) =>
          (price[b] as number) - (price[a] as number) || (id[a] as number) - (id[b] as number);
      case 'newest':
        return (a, b) =>
          (created[b] as number) - (created[a] as number) || (id[b] as number) - (id[a] as number);
    }
  }

  /** The union of ascending posting lists, ascending and lazily (a k-way merge). */
  private *positions(lists: readonly Int32Array[]): Generator<number> {
    if (lists.length === 1) {
      yield* lists[0] as Int32Array;
      return;
    }
    const heads = lists.map(() => 0);
    const heap = new MinHeap();
    lists.forEach((list, i) => {
      if (list.length > 0) heap.push(list[0] as number, i);
    });
    let last = -1;
    while (heap.size > 0) {
      const [position, i] = heap.pop();
      const list = lists[i] as Int32Array;
      const next = (heads[i] as number) + 1;
      heads[i] = next;
      if (next < list.length) heap.push(list[next] as number, i);
      if (position !== last) {
        last = position;
        yield position;
      }
    }
  }

  /** [from, to) in `byTitle` of the titles starting with `prefix`. */
  private titleRange(prefix: string): [number, number] {
    const title = (at: number) => this.lowerTitles[this.byTitle[at] as number] as string;
    let low = 0;
    let high = this.byTitle.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(title(mid), prefix) < 0) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while (end < this.byTitle.length && title(end).startsWith(prefix)) end += 1;
    return [low, end];
  }
}

/** Code-unit order: every string starting with a prefix sorts in one run after it. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First index in a sorted array whose value is >= `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The first `count` items of `items` in `compare` order: a sorted buffer when the count is
 * small next to the items (a page of a long list), else a full sort.
 */
function smallest(items: number[], count: number, compare: (a: number, b: number) => number) {
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  const best: number[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1] as number) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(best[mid] as number, item) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

/** A binary min-heap of (position, list) pairs for merging posting lists. */
class MinHeap {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, value: number): void {
    let at = this.keys.length;
    this.keys.push(key);
    this.values.push(value);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.swap(at, parent);
      at = parent;
    }
  }

  pop(): [number, number] {
    const top: [number, number] = [this.keys[0] as number, this.values[0] as number];
    const lastKey = this.keys.pop() as number;
    const lastValue = this.values.pop() as number;
    if (this.keys.length > 0) {
      this.keys[0] = lastKey;
      this.values[0] = lastValue;
      let at = 0;
      for (;;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let smallest = at;
        if (
          left < this.keys.length &&
          (this.keys[left] as number) < (this.keys[smallest] as number)
        )
          smallest = left;
        if (
          right < this.keys.length &&
          (this.keys[right] as number) < (this.keys[smallest] as number)
        )
          smallest = right;
        if (smallest === at) break;
        this.swap(at, smallest);
        at = smallest;
      }
    }
    return top;
  }

  private swap(a: number, b: number): void {
    [this.keys[a], this.keys[b]] = [this.keys[b] as number, this.keys[a] as number];
    [this.values[a], this.values[b]] = [this.values[b] as number, this.values[a] as number];
  }
}
