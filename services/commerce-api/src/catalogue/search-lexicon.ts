import { meaningfulWords, stem } from './search-language';
import type { Taxonomy } from './taxonomy';
import { searchWords } from './text-search';

/** The facets a phrase can name, as `facet:value` terms (`type:chips`, `heat:spicy`). */
const FACET_TERM = /^(brand|type|flavor|size|heat|kind):[a-z0-9-]+$/;

/** A merchant's synonym (table `search_synonyms`): a phrase shoppers type and what it means. */
export interface SearchSynonym {
  phrase: string;
  /**
   * Facet values (`type:chips`, `flavor:barbecue`, `heat:spicy`, `kind:merchandise`) or
   * catalogue words and names; a product answering any of them answers the phrase.
   */
  means: readonly string[];
}

/** What a phrase means in the catalogue: facet values and words, any of which answers it. */
export interface Meaning {
  facets: Set<string>;
  words: Set<string>;
}

/** One part of a search: a phrase the lexicon knows (with its meaning) or a single word. */
export interface QueryUnit {
  words: string[];
  meaning: Meaning | null;
}

const key = (text: string) => meaningfulWords(searchWords(text)).map(stem).join(' ');

/**
 * The phrases search understands as more than text: every brand, product type, flavor and
 * size names its facet in English and Spanish ("tortilla chips", "totopos", "sal de mar",
 * "8 oz", "227 g"), and the merchant's synonyms add theirs ("papas" → potato chips, "bbq" →
 * barbecue, "spicy", "picante" → heat). Phrases are matched on stems, without stop words, so
 * plurals and "and" / "y" do not matter.
 */
export class SearchLexicon {
  private readonly phrases = new Map<string, Meaning>();
  /** The one-word phrases as shoppers type them (folded), for typo correction. */
  private readonly surfaces = new Set<string>();
  /** The phrases of two or more words as shoppers type them (folded, no stop words). */
  private readonly longPhrases: string[][] = [];
  private longest = 1;

  constructor(taxonomy: Taxonomy, synonyms: readonly SearchSynonym[]) {
    for (const brand of taxonomy.brands.values()) this.add(brand.name, `brand:${brand.slug}`);
    for (const type of taxonomy.categories.values()) {
      for (const name of [type.name, type.nameEs]) this.add(name, `type:${type.slug}`);
    }
    for (const flavor of taxonomy.flavors.values()) {
      for (const name of [flavor.name, flavor.nameEs]) this.add(name, `flavor:${flavor.slug}`);
    }
    for (const size of taxonomy.sizes.values()) {
      // "16 oz party size" is also "16 oz"; "454 g tamaño fiesta" also "454 g".
      for (const label of [size.label, size.labelEs]) {
        this.add(label, `size:${size.slug}`);
        this.add(label.split(' ').slice(0, 2).join(' '), `size:${size.slug}`);
      }
    }
    for (const synonym of synonyms) {
      this.noteSurface(synonym.phrase);
      const meaning = this.meaning(key(synonym.phrase));
      for (const term of synonym.means) {
        if (FACET_TERM.test(term)) meaning.facets.add(term);
        else this.merge(meaning, term);
      }
    }
  }

  /** The search's words as units: known phrases, longest first from the left, and words. */
  units(words: readonly string[]): QueryUnit[] {
    const units: QueryUnit[] = [];
    const stems = words.map(stem);
    for (let at = 0; at < words.length;) {
      let length = Math.min(this.longest, words.length - at);
      for (; length > 1 && !this.phrases.has(stems.slice(at, at + length).join(' ')); length -= 1);
      units.push({
        words: words.slice(at, at + length),
        meaning: this.phrases.get(stems.slice(at, at + length).join(' ')) ?? null,
      });
      at += length;
    }
    return units;
  }

  /** The meaning of one word, if the lexicon knows it. */
  meaningOf(word: string): Meaning | null {
    return this.phrases.get(stem(word)) ?? null;
  }

  /** True when two words read together are a phrase ("sal marina"). */
  isPhrase(words: readonly string[]): boolean {
    return this.phrases.has(words.map(stem).join(' '));
  }

  /**
   * The word of a phrase that `words[at]` mistypes, when the words around it spell the rest of
   * that phrase ("pepper peek" → "peak" of Pepper Peak): `near` judges the typed word against
   * each candidate. The phrase's other words vouch for the correction, so a short word may be
   * corrected here where alone it would be read as another word.
   */
  phraseWordNear(
    words: readonly string[],
    at: number,
    near: (candidate: string) => boolean,
  ): string | null {
    const stems = words.map(stem);
    for (const phrase of this.longPhrases) {
      for (let typo = 0; typo < phrase.length; typo += 1) {
        const start = at - typo;
        if (start < 0 || start + phrase.length > words.length) continue;
        const spelt = phrase.every((word, i) => i === typo || stem(word) === stems[start + i]);
        if (spelt && near(phrase[typo] as string)) return phrase[typo] as string;
      }
    }
    return null;
  }

  /** The one-word phrases, as typos may be corrected to them ("piacnte" → "picante"). */
  singleWords(): string[] {
    return [...this.surfaces];
  }

  private noteSurface(text: string): void {
    const words = meaningfulWords(searchWords(text));
    if (words.length === 1) this.surfaces.add(words[0] as string);
    else if (
      words.length > 1 &&
      !this.longPhrases.some((known) => known.join(' ') === words.join(' '))
    ) {
      this.longPhrases.push(words);
    }
  }

  private add(text: string, facet: string): void {
    const phraseKey = key(text);
    if (!phraseKey) return;
    this.noteSurface(text);
    const meaning = this.meaning(phraseKey);
    meaning.facets.add(facet);
    // A one-word name is also a word of the products' text ("chips" in "Tortilla Chips").
    if (!phraseKey.includes(' ')) for (const word of searchWords(text)) meaning.words.add(word);
  }

  /** A term that is not a facet: a known phrase lends its meaning, a word is itself. */
  private merge(meaning: Meaning, text: string): void {
    const known = this.phrases.get(key(text));
    if (known && known !== meaning) {
      for (const facet of known.facets) meaning.facets.add(facet);
      for (const word of known.words) meaning.words.add(word);
      return;
    }
    const words = searchWords(text);
    if (words.length === 1) meaning.words.add(words[0] as string);
  }

  private meaning(phraseKey: string): Meaning {
    let meaning = this.phrases.get(phraseKey);
    if (!meaning) {
      meaning = { facets: new Set(), words: new Set() };
      this.phrases.set(phraseKey, meaning);
      this.longest = Math.max(this.longest, phraseKey.split(' ').length);
    }
    return meaning;
  }
}
