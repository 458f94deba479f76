import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/query';
import { products } from '../db/schema/index';

/** At most this many words of a search are used; longer texts are cut. */
const MAX_SEARCH_WORDS = 8;

/** Shorter words are too ambiguous to correct: "ch" could become any of a dozen words. */
const MIN_CORRECTED_LENGTH = 4;

/**
 * A prefix starting more catalogue words than this is left to the index's own prefix
 * matching: a query of a hundred alternatives would cost more than it saves.
 */
const MAX_EXPANSIONS = 40;

/**
 * A shopper's search text as the words it is made of: lower case, accents removed, letters
 * and digits only, at most 8 words. Empty when the text has no letters or digits.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return (words ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** Normalised text for display matching (where the typed text sits in a title). */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** A search ready to run: the tsquery to match, and whether a typo was corrected. */
export interface ResolvedSearch {
  /** A `to_tsquery('simple', ...)` text; null when the search cannot match anything. */
  tsQuery: string | null;
  /** True when a word matched no catalogue word and was replaced by the closest one. */
  corrected: boolean;
}

/** A lexeme quoted for tsquery input (catalogue words may hold '.' or accents). */
const lexeme = (term: string) => `'${term.replace(/'/g, "''")}'`;

/**
 * Resolves the words of a search against the catalogue's vocabulary (`search_terms`) in
 * one round trip, so the product query that follows is cheap and exact:
 *
 * - a word that starts catalogue words becomes the alternatives it starts
 *   ("sa" → sal | salsa | salt | saltmarsh | salty), which the GIN index answers from a
 *   few posting lists instead of a prefix scan;
 * - a word that starts none is a typo: it is replaced by the closest catalogue word by
 *   trigram word similarity (`<%`, threshold `pg_trgm.word_similarity_threshold`, 0.5 per
 *   connection), looked up in the vocabulary's trigram index, never over product rows;
 * - digits, one-letter words and very common prefixes keep index prefix matching (`w:*`).
 *
 * Every word must match, as before: "chedd puf" finds cheddar puffs.
 */
export async function resolveSearch(
  db: Database,
  words: readonly string[],
): Promise<ResolvedSearch> {
  if (words.length === 0) return { tsQuery: null, corrected: false };
  const rows = await selectRows<{ word: string; terms: string[]; correction: string | null }>(
    db,
    sql`
      select w.word, e.terms,
        case when cardinality(e.terms) = 0 and length(w.word) >= ${MIN_CORRECTED_LENGTH}
          and w.word !~ '^[0-9]+$'
        then (select t.term from search_terms t
          where w.word <% t.term
          order by word_similarity(w.word, t.term) desc, similarity(w.word, t.term) desc, t.term
          limit 1)
        end as correction
      from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as w(word, n)
      cross join lateral (
        select array(
          select t.term from search_terms t
          where t.term ~>=~ w.word and t.term ~<~ (w.word || chr(1114111))
          order by t.term
          limit ${MAX_EXPANSIONS + 1}) as terms
      ) as e
      order by w.n`,
  );
  let corrected = false;
  const parts = rows.map(({ word, terms, correction }) => {
    if (/^[0-9]+$/.test(word) || word.length < 2 || terms.length > MAX_EXPANSIONS) {
      return `${word}:*`;
    }
    if (terms.length > 0) {
      return terms.length === 1 ? lexeme(terms[0] as string) : `(${terms.map(lexeme).join(' | ')})`;
    }
    if (correction) {
      corrected = true;
      return lexeme(correction);
    }
    return null;
  });
  // A word that neither starts a catalogue word nor resembles one matches nothing.
  if (parts.some((part) => part === null)) return { tsQuery: null, corrected };
  return { tsQuery: parts.join(' & '), corrected };
}

/**
 * Products matching a resolved search, answered by the GIN index on the stored
 * `search_vector`; a search that cannot match anything is `false`.
 */
export function matchesSearch(search: ResolvedSearch): SQL {
  if (!search.tsQuery) return sql`false`;
  return sql`${products.searchVector} @@ to_tsquery('simple'::regconfig, ${search.tsQuery})`;
}
