import type { SummaryRow } from './product-query';
import { SearchLexicon, type QueryUnit, type SearchSynonym } from './search-lexicon';
import { editDistance, meaningfulWords, stem, typoBudget } from './search-language';
import type { Taxonomy } from './taxonomy';
import { KeptReadings } from './kept-readings';
import { searchWords } from './text-search';
import { trigramSequence } from './trigrams';

const DIGITS = /^[0-9]+$/;

/**
 * How a product answers one part of a search, best first (0: it does not): a word of its
 * names, in any form (plural, accents); a facet it has (brand, type, flavor, size, heat,
 * kind); the beginning of a word or a corrected typo.
 */
const WORD = 3;
const FACET = 2;
const FUZZY = 1;

/**
 * In words shorter than this, a letter replaced among the first `KEPT_PREFIX` makes another
 * word, not a typo: "papas" is not "pasas", while "chedar", "qinoa" and "piacnte" are typos.
 */
const LONG_WORD = 8;
const KEPT_PREFIX = 3;

/** Corrections an index keeps (see `closestWord`), at most. */
const MAX_KEPT_CORRECTIONS = 10_000;

/**
 * Matches an index keeps of the searches it has read (see `understand`), at most: five bytes
 * a match, so about 10 MB, some hundreds of searches of a 100,000-product catalogue.
 */
const MAX_KEPT_MATCHES = 2_000_000;

/** A flavor at this heat level or above is spicy (the tiles' "Spicy" badge, `isSpicy`). */
const SPICY_HEAT = 2;

/** A product as the index reads it: its summary columns, rank and search lexemes. */
export interface IndexedRow extends SummaryRow {
  popularity: number;
  /** Active and of a kind autocomplete suggests. */
  suggestable: boolean;
  /** `tsvector_to_array(search_vector)`: the words of its title, brand, flavor and type. */
  lexemes: string[];
  /**
   * `created_at` in microseconds since the epoch (exact, for the newest-first order); a row
   * without it leaves that order to the database.
   */
  createdMicros?: number;
  /**
   * The fulfilment locations that have none of it while it is in stock overall (decision
   * 0033): a shopper there finds it ranked with the out-of-stock products.
   */
  emptyAt?: readonly string[];
}

/** The orders a listing can be answered in from the index (the others go to the database). */
export type IndexOrder = 'rank' | 'price-asc' | 'price-desc' | 'newest';

/** A listing search as the index answers it: words, kinds and facet slugs, order and page. */
export interface ListingQuery {
  /** The search's words (`searchWords`); every part of the search must match. */
  words: readonly string[];
  /** Kinds listed (snacks and variety packs by default); each must be a suggested kind. */
  kinds: readonly string[];
  brand?: readonly string[];
  productType?: readonly string[];
  flavor?: readonly string[];
  size?: readonly string[];
  inStock?: boolean;
  /** The shopper's location: in stock (first, and for `inStock`) means in stock there. */
  location?: string | null;
  order: IndexOrder;
  offset: number;
  limit: number;
}

/** The product ids of one page, in order, and how many products match in all. */
export interface ListingPage {
  ids: number[];
  total: number;
}

/** Suggestions for one search, best first. */
export interface Suggestions {
  rows: SummaryRow[];
  /** True when a word matched no catalogue word and was replaced by the closest one. */
  corrected: boolean;
}

/** Products answering one part of a search, each list with the grade it gives. */
type GradedLists = { list: Int32Array; grade: number }[];

/**
 * A search understood: the matching products' positions, ascending, and each one's grade for
 * the whole search (`grades[i]` is the grade of `positions[i]`). Compact (five bytes a match),
 * so that an index can keep the searches it has read.
 */
interface Understood {
  positions: Int32Array;
  grades: Uint8Array;
  corrected: boolean;
}

/**
 * The catalogue's searchable words in process: an immutable snapshot of one catalogue
 * version, the one source of autocomplete and of search results pages. Products are held in
 * popularity order (popularity desc, id asc); each word of their names in both languages
 * (folded: lower case, no accents) and each facet value keep the ascending positions of the
 * products that have them. A search is read as phrases of the lexicon (facet names and
 * merchant synonyms, which narrow by their facet) and words (any form of a word, or its
 * beginning); a word found nowhere is split ("seasalt") or corrected within its length's typo
 * budget. Results rank in stock first (at the shopper's location when the search gives one),
 * then by how well they match (a word of their names, a facet, a beginning or typo), then
 * best sellers first.
 */
export class SearchIndex {
  /** Suggestable products in rank order. */
  private readonly ranked: IndexedRow[];
  private readonly lowerTitles: string[];
  /** Every folded word of the catalogue (inactive products too, for corrections), sorted. */
  private readonly vocabulary: string[];
  private readonly postings = new Map<string, Int32Array>();
  /** `brand:slug`, `type:slug`, `flavor:slug`, `size:slug`, `heat:spicy|mild`, `kind:kind`. */
  private readonly facetPostings = new Map<string, Int32Array>();
  /** Stem → the catalogue words of that stem ("chip" → chip, chips). */
  private readonly stems = new Map<string, string[]>();
  /** Trigram → words it occurs in (words that may replace a typo). */
  private readonly trigramWords = new Map<string, string[]>();
  /** Kinds of the suggestable products (every active product of these kinds is held), coded. */
  private readonly kinds = new Map<string, number>();
  private readonly lexicon: SearchLexicon;
  /**
   * In stock at a location, by rank position, for the locations some in-stock product is
   * missing at (`emptyAt`); the others read `columns.inStock`.
   */
  private readonly inStockAt = new Map<string, Uint8Array>();
  /** Corrections found so far (typed words recur while a shopper types). */
  private readonly corrections = new Map<string, string | null>();
  /**
   * Searches read so far, by their words. A results page's text recurs with other filters,
   * orders and pages (each a listing answer of its own), and a page nothing answers reads its
   * search again for "did you mean": reading it (the lexicon, the parts' postings merged and
   * graded over up to the whole catalogue) was most of a computed page's search work.
   */
  private readonly readings = new KeptReadings<Understood | null>(
    MAX_KEPT_MATCHES,
    (understood) => understood?.positions.length ?? 0,
  );
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
    synonyms: readonly SearchSynonym[] = [],
  ) {
    this.lexicon = new SearchLexicon(taxonomy, synonyms);
    this.ranked = rows
      .filter((row) => row.suggestable)
      .sort((a, b) => b.popularity - a.popularity || (a.id ?? 0) - (b.id ?? 0));
    this.lowerTitles = this.ranked.map((row) => (row.title ?? '').toLowerCase());
    this.columns = this.readColumns();
    this.ranked.forEach((row, position) => {
      for (const location of row.emptyAt ?? []) {
        let column = this.inStockAt.get(location);
        if (!column) this.inStockAt.set(location, (column = this.columns.inStock.slice()));
        column[position] = 0;
      }
    });
    const words = this.indexWords(rows);
    this.vocabulary = [...words].sort();
    for (const word of this.vocabulary) {
      const group = this.stems.get(stem(word));
      if (group) group.push(word);
      else this.stems.set(stem(word), [word]);
    }
    for (const word of new Set([...this.vocabulary, ...this.lexicon.singleWords()])) {
      if (word.length < 2 || DIGITS.test(word)) continue;
      for (const trigram of new Set(trigramSequence(word))) {
        const list = this.trigramWords.get(trigram);
        if (list) list.push(word);
        else this.trigramWords.set(trigram, [word]);
      }
    }
    this.indexFacets();
  }

  /** Number of suggestable products. */
  get size(): number {
    return this.ranked.length;
  }

  /**
   * The best `limit` suggestions for the words of a search (see `searchWords`): products
   * whose title starts with `namePrefix` come first (not for a corrected search), then the
   * other matches in rank order (in stock, at `location` when given; how well they match;
   * best sellers).
   */
  suggest(
    words: readonly string[],
    namePrefix: string,
    limit: number,
    location: string | null = null,
  ): Suggestions {
    const understood = this.understand(words);
    if (!understood) return { rows: [], corrected: false };
    const { corrected } = understood;
    const inStock = this.inStockColumn(location);
    const names =
      corrected || !namePrefix ? [] : this.namesStarting(understood, namePrefix, limit, inStock);
    const chosen = new Set(names);
    const order = [
      ...names,
      ...this.rankedMatches(understood, () => true, limit, inStock).filter((at) => !chosen.has(at)),
    ];
    return {
      rows: order.slice(0, limit).map((position) => this.ranked[position] as IndexedRow),
      corrected,
    };
  }

  /**
   * Up to `limit` matches whose title starts with `prefix`, in stock first, each part in rank
   * order (a walk of the matches that stops once `limit` in-stock names are found).
   */
  private namesStarting(
    understood: Understood,
    prefix: string,
    limit: number,
    inStock: Uint8Array,
  ): number[] {
    const inStockNames: number[] = [];
    const otherNames: number[] = [];
    const { positions } = understood;
    for (let i = 0; i < positions.length && inStockNames.length < limit; i += 1) {
      const position = positions[i] as number;
      if (!this.lowerTitles[position]?.startsWith(prefix)) continue;
      (inStock[position] === 1 ? inStockNames : otherNames).push(position);
    }
    return [...inStockNames, ...otherNames].slice(0, limit);
  }

  /**
   * One page of a listing search with its exact total: the products of the listed kinds that
   * answer every part of the search and pass the filters, in rank order or by price or
   * creation time (ties as `sortOrder` breaks them). Null when the index cannot answer it (a
   * kind it does not hold, newest-first without creation times).
   */
  listing(query: ListingQuery): ListingPage | null {
    if (!query.kinds.every((kind) => this.kinds.has(kind))) return null;
    if (query.order === 'newest' && !this.columns.created) return null;
    const understood = this.understand(query.words);
    if (!understood) return { ids: [], total: 0 };
    const accepts = this.listingFilter(query);
    const end = query.offset + query.limit;
    if (query.order === 'rank') {
      const inStock = this.inStockColumn(query.location ?? null);
      return this.rankedPage(understood, accepts, query.offset, end, inStock);
    }
    const hits = Array.from(understood.positions).filter(accepts);
    const page = smallest(hits, end, this.comparator(query.order)).slice(query.offset);
    return { ids: this.idsOf(page), total: hits.length };
  }

  /** The ids of every suggestable product answering the search (for the database's orders). */
  matchingIds(words: readonly string[]): number[] {
    const understood = this.understand(words);
    if (!understood) return [];
    return this.idsOf(Array.from(understood.positions));
  }

  /**
   * For a search nothing of `kinds` answers, the nearest search that has answers ("did you
   * mean"): the search without one of its parts (the last ones first: "cheddar puffs 8 oz" →
   * "cheddar puffs"), else (with `corrections`) with a word corrected one typo further than its
   * budget. Null when neither finds anything.
   */
  nearestSearch(
    words: readonly string[],
    kinds: readonly string[],
    { corrections = true }: { corrections?: boolean } = {},
  ): string | null {
    const held = kinds.filter((kind) => this.kinds.has(kind));
    const accepts = this.listingFilter({ words, kinds: held, order: 'rank', offset: 0, limit: 0 });
    const answers = (candidate: readonly string[]) => {
      const understood = candidate.length > 0 ? this.understand(candidate) : null;
      return (
        understood !== null &&
        this.rankedMatches(understood, accepts, 1, this.columns.inStock).length > 0
      );
    };
    if (answers(words)) return null;
    const units = this.lexicon.units(meaningfulWords(words));
    for (let drop = units.length - 1; drop >= 0 && units.length > 1; drop -= 1) {
      const candidate = units.filter((_, at) => at !== drop).flatMap((unit) => unit.words);
      if (answers(candidate)) return candidate.join(' ');
    }
    for (const [at, unit] of corrections ? units.entries() : []) {
      const word = unit.words[0] as string;
      if (unit.meaning || unit.words.length > 1 || DIGITS.test(word)) continue;
      const corrected = this.closestWord(word, typoBudget(word) + 1);
      if (!corrected) continue;
      const candidate = units.flatMap((other, i) => (i === at ? [corrected] : other.words));
      if (answers(candidate)) return candidate.join(' ');
    }
    return null;
  }

  /** The ids of the `count` best-selling products of `kinds` in stock. */
  bestSellers(kinds: readonly string[], count: number): number[] {
    const wanted = new Set(kinds.map((kind) => this.kinds.get(kind)));
    const { kind, inStock } = this.columns;
    const positions: number[] = [];
    for (let at = 0; at < this.ranked.length && positions.length < count; at += 1) {
      if (inStock[at] === 1 && wanted.has(kind[at])) positions.push(at);
    }
    return this.idsOf(positions);
  }

  /** In stock by rank position: at `location`, or overall without one. */
  private inStockColumn(location: string | null): Uint8Array {
    return (location === null ? undefined : this.inStockAt.get(location)) ?? this.columns.inStock;
  }

  /**
   * Each product's grade for the whole search: the worst of its grades over the parts of the
   * search (a product must answer every part). Null when a part matches nothing, even split
   * in two known words or corrected.
   */
  private understand(words: readonly string[]): Understood | null {
    if (words.length === 0) return null;
    return this.readings.get(JSON.stringify(words), () => this.read(words));
  }

  /** `understand`, computed. */
  private read(words: readonly string[]): Understood | null {
    const typed = this.joined(meaningfulWords(words));
    const phrased = this.phraseTypos(typed);
    const units = this.lexicon.units(phrased);
    let corrected = phrased !== typed;
    const parts: GradedLists[] = [];
    for (const unit of units) {
      const lists = this.listsOf(unit);
      if (lists.length > 0) {
        parts.push(lists);
        continue;
      }
      const word = unit.words[0] as string;
      const split = unit.meaning || unit.words.length > 1 ? null : this.split(word);
      if (split) {
        parts.push(...split.map((part) => this.listsOf(part)));
        continue;
      }
      const correction = unit.meaning ? null : this.closestWord(word, typoBudget(word));
      if (!correction) return null;
      corrected = true;
      const lists2 = this.lexicon.units([correction]).flatMap((part) => this.listsOf(part));
      parts.push(lists2.map(({ list }) => ({ list, grade: FUZZY })));
    }
    return { ...this.combined(parts), corrected };
  }

  /**
   * The products answering every part, from the part with the fewest postings: only its
   * products are visited, each graded by the worst of its grades over the parts.
   */
  private combined(parts: readonly GradedLists[]): Omit<Understood, 'corrected'> {
    const size = (lists: GradedLists) => lists.reduce((sum, { list }) => sum + list.length, 0);
    const [driver = [], ...others] = [...parts].sort((a, b) => size(a) - size(b));
    // Merges and walks of the ascending lists: nothing catalogue-sized is allocated or
    // scanned, so a search costs what its postings hold. An array of a byte per product,
    // zeroed and scanned for every search, cost more than most searches' own postings.
    const candidates = union(driver);
    const gradeIn = others.map((lists) =>
      gradeLookup(lists, candidates.positions.length, size(lists)),
    );
    const positions = new Int32Array(candidates.positions.length);
    const grades = new Uint8Array(candidates.positions.length);
    let count = 0;
    for (let i = 0; i < candidates.positions.length; i += 1) {
      const position = candidates.positions[i] as number;
      let grade = candidates.grades[i] as number;
      for (const lookup of gradeIn) if (grade > 0) grade = Math.min(grade, lookup(position));
      if (grade === 0) continue;
      positions[count] = position;
      grades[count] = grade;
      count += 1;
    }
    return { positions: positions.slice(0, count), grades: grades.slice(0, count) };
  }

  /**
   * The products one part of a search reads: a phrase's facets and words, or a word's forms
   * (its stem's words, as words of the names) and the words it begins (as beginnings).
   */
  private listsOf(unit: QueryUnit): GradedLists {
    const lists: GradedLists = [];
    const add = (list: Int32Array | undefined, grade: number) => {
      if (list && list.length > 0) lists.push({ list, grade });
    };
    const forms = (word: string) => this.stems.get(stem(word)) ?? [];
    if (unit.meaning) {
      for (const facet of unit.meaning.facets) add(this.facetPostings.get(facet), FACET);
      // The phrase matched on stems already: its words and the typed word as written
      // ("chips" and "snack", not "chip" of Chocolate Chip).
      const written = unit.words.length === 1 ? [unit.words[0] as string] : [];
      for (const word of new Set([...unit.meaning.words, ...written])) {
        add(this.postings.get(word), WORD);
      }
      return lists;
    }
    const word = unit.words[0] as string;
    for (const form of forms(word)) add(this.postings.get(form), WORD);
    for (let at = lowerBound(this.vocabulary, word); at < this.vocabulary.length; at += 1) {
      const lexeme = this.vocabulary[at] as string;
      if (!lexeme.startsWith(word)) break;
      add(this.postings.get(lexeme), FUZZY);
    }
    return lists;
  }

  /**
   * The words with each word that matches nothing corrected to the word of a phrase the words
   * around it spell ("pepper peek" → pepper peak), within its typo budget. The same array
   * when none is.
   */
  private phraseTypos(words: string[]): string[] {
    let out = words;
    for (let at = 0; at < words.length; at += 1) {
      const word = words[at] as string;
      const budget = typoBudget(word);
      if (budget === 0 || DIGITS.test(word) || this.knows(word)) continue;
      // A word some catalogue word begins with is typed on, not mistyped.
      if (this.vocabulary[lowerBound(this.vocabulary, word)]?.startsWith(word)) continue;
      const fixed = this.lexicon.phraseWordNear(
        out,
        at,
        (candidate) => editDistance(word, candidate, budget) <= budget,
      );
      if (fixed) {
        if (out === words) out = [...words];
        out[at] = fixed;
      }
    }
    return out;
  }

  /** True when the catalogue or the lexicon knows a word as it is (in any of its forms). */
  private knows(word: string): boolean {
    return this.stems.has(stem(word)) || this.lexicon.meaningOf(word) !== null;
  }

  /** Two neighbouring words that are one catalogue word together ("pop corn"), joined. */
  private joined(words: readonly string[]): string[] {
    const out: string[] = [];
    for (let at = 0; at < words.length; at += 1) {
      const pair = `${words[at]}${words[at + 1] ?? ''}`;
      if (
        at + 1 < words.length &&
        !this.lexicon.isPhrase(words.slice(at, at + 2)) &&
        this.knows(pair)
      ) {
        out.push(pair);
        at += 1;
      } else out.push(words[at] as string);
    }
    return out;
  }

  /** A compound the catalogue writes as two words ("seasalt" → sea salt), as its parts. */
  private split(word: string): QueryUnit[] | null {
    for (let at = 2; at <= word.length - 2; at += 1) {
      const parts = [word.slice(0, at), word.slice(at)];
      if (this.lexicon.isPhrase(parts) || parts.every((part) => this.knows(part))) {
        return this.lexicon.units(parts);
      }
    }
    return null;
  }

  /**
   * The catalogue or lexicon word nearest a typo within `budget` edits: the fewest edits,
   * then the word found in more products, then the first in order.
   */
  private closestWord(word: string, budget: number): string | null {
    if (budget === 0) return null;
    const key = `${budget}:${word}`;
    if (this.corrections.has(key)) return this.corrections.get(key) ?? null;
    if (this.corrections.size >= MAX_KEPT_CORRECTIONS) this.corrections.clear();
    const correction = this.nearestWord(word, budget);
    this.corrections.set(key, correction);
    return correction;
  }

  private nearestWord(word: string, budget: number): string | null {
    // An edit changes at most three trigrams, and a stem drops at most two letters: a word
    // sharing fewer trigrams cannot be within the budget (the q-gram lemma).
    const trigrams = new Set(trigramSequence(word));
    const needed = trigrams.size - 3 * budget - 2;
    const shared = new Map<string, number>();
    for (const trigram of trigrams)
      for (const term of this.trigramWords.get(trigram) ?? [])
        shared.set(term, (shared.get(term) ?? 0) + 1);
    let best: { term: string; edits: number; products: number } | null = null;
    for (const [term, count] of shared) {
      if (count < needed || Math.abs(term.length - word.length) > budget + 2) continue;
      // A short word with another letter early on is another word (papas, pasas).
      if (word.length < LONG_WORD && substitutedEarly(word, term)) continue;
      // Either the words or their stems ("pretzle" is one swap from "pretzel(s)").
      const edits = Math.min(
        editDistance(word, term, budget),
        editDistance(stem(word), stem(term), budget),
      );
      if (edits > budget) continue;
      const products = this.postings.get(term)?.length ?? 0;
      if (
        !best ||
        edits < best.edits ||
        (edits === best.edits &&
          (products > best.products ||
            (products === best.products && compare(term, best.term) < 0)))
      ) {
        best = { term, edits, products };
      }
    }
    return best?.term ?? null;
  }

  /**
   * Matching positions accepted by `accepts` in rank order: in stock before out of stock,
   * then by grade, then by position (best sellers first); at most `limit` of each group.
   */
  private rankedMatches(
    understood: Understood,
    accepts: (position: number) => boolean,
    limit: number,
    inStock: Uint8Array,
  ): number[] {
    const groups: number[][] = Array.from({ length: 2 * WORD }, () => []);
    const { positions, grades } = understood;
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] as number;
      const grade = grades[i] as number;
      const group = groups[(inStock[position] === 1 ? 0 : WORD) + WORD - grade] as number[];
      if (group.length < limit && accepts(position)) group.push(position);
      // The best group is full: no later position can come before it.
      if ((groups[0] as number[]).length >= limit) break;
    }
    return groups.flat();
  }

  /**
   * One page of the accepted matches in rank order and their total, without listing them all:
   * a first pass counts each rank group, a second keeps the positions of the page.
   */
  private rankedPage(
    understood: Understood,
    accepts: (position: number) => boolean,
    from: number,
    to: number,
    inStock: Uint8Array,
  ): ListingPage {
    const { positions, grades } = understood;
    const groupOf = new Uint8Array(positions.length);
    const counts = new Array<number>(2 * WORD + 1).fill(0);
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] as number;
      const group = accepts(position)
        ? (inStock[position] === 1 ? 0 : WORD) + WORD - (grades[i] as number)
        : 2 * WORD;
      groupOf[i] = group;
      counts[group] = (counts[group] as number) + 1;
    }
    const page: number[] = [];
    let before = 0;
    for (let group = 0; group < 2 * WORD && before < to; group += 1) {
      const count = counts[group] as number;
      if (before + count > from) {
        let seen = before;
        for (let i = 0; i < positions.length && seen < to; i += 1) {
          if (groupOf[i] !== group) continue;
          if (seen >= from) page.push(positions[i] as number);
          seen += 1;
        }
      }
      before += count;
    }
    return { ids: this.idsOf(page), total: positions.length - (counts[2 * WORD] as number) };
  }

  private idsOf(positions: readonly number[]): number[] {
    return positions.map((position) => this.columns.id[position] as number);
  }

  /** The listing columns, by rank position. */
  private readColumns(): SearchIndex['columns'] {
    const count = this.ranked.length;
    const columns: SearchIndex['columns'] = {
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
    return columns;
  }

  /**
   * The words of every product, folded, with the suggestable products' postings: its
   * lexemes (title, brand, flavor, type, Spanish title) and the English and Spanish names of
   * its brand, type and flavor. Returns the vocabulary (inactive products' words too).
   */
  private indexWords(rows: readonly IndexedRow[]): Set<string> {
    const folded = new Map<string, string[]>();
    const fold = (text: string) => {
      let words = folded.get(text);
      if (!words) folded.set(text, (words = searchWords(text)));
      return words;
    };
    const { brands, categories, flavors } = this.taxonomy;
    const namesOf = (row: IndexedRow) => {
      const type = categories.get(row.categoryId ?? -1);
      const flavor = row.flavorId === null ? undefined : flavors.get(row.flavorId);
      return [
        brands.get(row.brandId ?? -1)?.name,
        type?.name,
        type?.nameEs,
        flavor?.name,
        flavor?.nameEs,
      ];
    };
    const lists = new Map<string, number[]>();
    const words = new Set<string>();
    const position = new Map(this.ranked.map((row, at) => [row, at]));
    for (const row of rows) {
      const own = new Set<string>();
      for (const text of [...row.lexemes, ...namesOf(row)])
        if (text) for (const word of fold(text)) own.add(word);
      const at = position.get(row);
      for (const word of own) {
        words.add(word);
        if (at === undefined) continue;
        const list = lists.get(word);
        if (list) list.push(at);
        else lists.set(word, [at]);
      }
    }
    for (const [word, list] of lists)
      this.postings.set(word, Int32Array.from(list.sort((a, b) => a - b)));
    return words;
  }

  /** The facet postings: brand, type, flavor, size, heat and kind of every product. */
  private indexFacets(): void {
    const { brands, categories, flavors, sizes } = this.taxonomy;
    const { brand, category, flavor, size, kind } = this.columns;
    const kindNames = [...this.kinds.keys()];
    const lists = new Map<string, number[]>();
    const add = (term: string, position: number) => {
      const list = lists.get(term);
      if (list) list.push(position);
      else lists.set(term, [position]);
    };
    for (let at = 0; at < this.ranked.length; at += 1) {
      const flavorOf = flavors.get(flavor[at] as number);
      const facets = [
        brands.get(brand[at] as number) && `brand:${brands.get(brand[at] as number)?.slug}`,
        categories.get(category[at] as number) &&
          `type:${categories.get(category[at] as number)?.slug}`,
        flavorOf && `flavor:${flavorOf.slug}`,
        sizes.get(size[at] as number) && `size:${sizes.get(size[at] as number)?.slug}`,
        (flavorOf?.heatLevel ?? 0) >= SPICY_HEAT ? 'heat:spicy' : 'heat:mild',
        `kind:${kindNames[kind[at] as number]}`,
      ];
      for (const facet of facets) if (facet) add(facet, at);
    }
    for (const [term, list] of lists) this.facetPostings.set(term, Int32Array.from(list));
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
    const inStock = query.inStock ? this.inStockColumn(query.location ?? null) : null;
    const columns = this.columns;
    return (at) =>
      kinds[columns.kind[at] as number] === 1 &&
      (brand === null || brand.has(columns.brand[at] as number)) &&
      (category === null || category.has(columns.category[at] as number)) &&
      (flavor === null || flavor.has(columns.flavor[at] as number)) &&
      (size === null || size.has(columns.size[at] as number)) &&
      (inStock === null || inStock[at] === 1);
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
}

/** True when an ascending list holds `value`. */
function contains(list: Int32Array, value: number): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  return list[low] === value;
}

/** Beyond every position: where a merge reads past the end of a list. */
const PAST_END = 0x7fffffff;

/**
 * The positions of ascending lists, ascending, each with the best grade of the lists that
 * hold it (a merge, list by list; a part has a few lists).
 */
function union(lists: GradedLists): { positions: Int32Array; grades: Uint8Array } {
  let positions = new Int32Array(0);
  let grades = new Uint8Array(0);
  for (const { list, grade } of lists) {
    const mergedPositions = new Int32Array(positions.length + list.length);
    const mergedGrades = new Uint8Array(positions.length + list.length);
    let i = 0;
    let j = 0;
    let count = 0;
    while (i < positions.length || j < list.length) {
      const mine = i < positions.length ? (positions[i] as number) : PAST_END;
      const theirs = j < list.length ? (list[j] as number) : PAST_END;
      mergedPositions[count] = Math.min(mine, theirs);
      mergedGrades[count] =
        mine < theirs
          ? (grades[i] as number)
          : mine > theirs
            ? grade
            : Math.max(grades[i] as number, grade);
      if (mine <= theirs) i += 1;
      if (theirs <= mine) j += 1;
      count += 1;
    }
    positions = mergedPositions.subarray(0, count);
    grades = mergedGrades.subarray(0, count);
  }
  return { positions, grades };
}

/**
 * A product's grade in a part of the search: by binary search in its lists when few
 * products are asked about, else by walking each list alongside the asked positions, which
 * must come in ascending order (as `combined` asks them).
 */
function gradeLookup(
  lists: GradedLists,
  asked: number,
  postings: number,
): (position: number) => number {
  if (asked * lists.length * 16 < postings) {
    return (position) => {
      let best = 0;
      for (const { list, grade } of lists) {
        if (grade > best && contains(list, position)) best = grade;
      }
      return best;
    };
  }
  const cursors = lists.map(() => 0);
  return (position) => {
    let best = 0;
    for (let k = 0; k < lists.length; k += 1) {
      const { list, grade } = lists[k] as GradedLists[number];
      let at = cursors[k] as number;
      while (at < list.length && (list[at] as number) < position) at += 1;
      cursors[k] = at;
      if (grade > best && list[at] === position) best = grade;
    }
    return best;
  };
}

/** True when `b` is `a` with one of its first `KEPT_PREFIX` letters replaced by another. */
function substitutedEarly(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differing = [...a].flatMap((letter, at) => (letter === b[at] ? [] : [at]));
  return differing.length === 1 && (differing[0] as number) < KEPT_PREFIX;
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
