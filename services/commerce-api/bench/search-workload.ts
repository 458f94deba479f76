// The search benchmark's traffic: many distinct queries built from the catalogue's own words
// and facets, drawn with a skewed (Zipf) popularity like real shoppers' searches, from a
// seeded PRNG so every run draws the same mix.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { selectRows } from '../src/db/query';
import { seededRandom } from '../src/seed/random';

/** What the queries are made of: the catalogue's words and its facet slugs. */
export interface CatalogueVocabulary {
  words: string[];
  brands: string[];
  productTypes: string[];
  flavors: string[];
  sizes: string[];
}

/** The catalogue's words and facet slugs, read from its database. */
export async function catalogueVocabulary(db: Database): Promise<CatalogueVocabulary> {
  const column = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ value: string }>(db, query)).map((row) => row.value);
  return {
    words: await column(sql`select term as value from search_terms order by term`),
    brands: await column(sql`select slug as value from brands order by slug`),
    productTypes: await column(
      sql`select slug as value from categories where parent_id is not null order by slug`,
    ),
    flavors: await column(sql`select slug as value from flavors order by slug`),
    sizes: await column(sql`select slug as value from sizes order by slug`),
  };
}

/** Draws query strings with Zipf(1) popularity: the k-th most popular is drawn ∝ 1/k. */
export interface QueryMix {
  /** Distinct queries in the mix. */
  distinct: number;
  next(): string;
}

function zipf(queries: readonly string[], seed: number): QueryMix {
  const random = seededRandom(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= queries.length; rank += 1) {
    sum += 1 / rank;
    cumulative.push(sum);
  }
  return {
    distinct: queries.length,
    next() {
      const target = random.next() * sum;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((cumulative[mid] as number) < target) low = mid + 1;
        else high = mid;
      }
      return queries[low] as string;
    },
  };
}

/** One wrong letter in the middle of a word (a typo a shopper makes). */
function typo(word: string, random: ReturnType<typeof seededRandom>): string {
  const at = random.int(1, word.length - 2);
  const letters = 'aeioulnrst';
  const replacement = letters[random.int(0, letters.length - 1)] as string;
  return word.slice(0, at) + (replacement === word[at] ? 'x' : replacement) + word.slice(at + 1);
}

/** The items in a seeded random order. */
function shuffled<T>(items: readonly T[], random: ReturnType<typeof seededRandom>): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/**
 * Autocomplete texts as shoppers type them: every prefix (2 letters on) of the catalogue's
 * words, two-word texts ending in a prefix, and one-letter typos of longer words; up to
 * `size` distinct texts in a seeded random popularity order, as getautocompleteproducts
 * query strings.
 */
export function autocompleteMix(vocabulary: CatalogueVocabulary, size: number, seed = 7): QueryMix {
  const random = seededRandom(seed);
  const words = vocabulary.words.filter((word) => /^[a-z]{3,}$/.test(word));
  const texts: string[] = [];
  for (const word of words) {
    for (let length = 2; length <= word.length; length += 1) texts.push(word.slice(0, length));
    if (word.length >= 5) texts.push(typo(word, random));
  }
  for (let i = 0; i < size; i += 1) {
    const second = random.pick(words);
    texts.push(`${random.pick(words)} ${second.slice(0, random.int(2, second.length))}`);
  }
  const chosen = shuffled([...new Set(texts)], random).slice(0, size);
  return zipf(
    chosen.map((text) => `q=${encodeURIComponent(text)}`),
    seed,
  );
}

/**
 * Listing searches (getqueryproducts query strings): a catalogue word or two, sometimes
 * misspelt, with 0–2 facet filters, any sort, mostly page 1; `size` distinct ones.
 */
export function listingMix(vocabulary: CatalogueVocabulary, size: number, seed = 11): QueryMix {
  const random = seededRandom(seed);
  const words = vocabulary.words.filter((word) => /^[a-z]{3,}$/.test(word));
  const sorts = [
    'relevance',
    'relevance',
    'relevance',
    'price-asc',
    'price-desc',
    'best-selling',
    'newest',
  ];
  const facets: [string, string[]][] = [
    ['brand', vocabulary.brands],
    ['productType', vocabulary.productTypes],
    ['flavor', vocabulary.flavors],
    ['size', vocabulary.sizes],
  ];
  const queries = new Set<string>();
  for (let attempt = 0; queries.size < size && attempt < size * 20; attempt += 1) {
    const params = new URLSearchParams();
    let text = random.pick(words);
    if (random.next() < 0.3) text += ` ${random.pick(words)}`;
    if (random.next() < 0.1 && text.length >= 5) text = typo(text, random);
    params.set('q', text);
    const filterCount = random.next() < 0.5 ? 0 : random.next() < 0.7 ? 1 : 2;
    for (const [name, slugs] of shuffled(facets, random).slice(0, filterCount)) {
      if (slugs.length > 0) params.set(name, random.pick(slugs));
    }
    const sort = random.pick(sorts);
    if (sort !== 'relevance') params.set('sort', sort);
    const roll = random.next();
    const page = roll < 0.75 ? 1 : roll < 0.92 ? 2 : random.int(3, 6);
    if (page > 1) params.set('page', String(page));
    queries.add(params.toString());
  }
  return zipf([...queries], seed);
}
