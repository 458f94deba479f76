/**
 * The language rules search applies to English and Spanish words alike: which words carry
 * no meaning, which forms are one word (plurals, accents), and how many typos a word of a
 * given length may hold. Words reach these functions folded (`searchWords`: lower case,
 * accents removed, letters and digits only).
 */

/** Words that name nothing in a shop's catalogue ("sour cream and onion", "chile y limón"). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'for',
  'in',
  'of',
  'the',
  'with',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'los',
  'para',
  'y',
]);

/** The words of a search without its stop words (all of them when nothing else is left). */
export function meaningfulWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}

/**
 * A word's stem, the same for its singular and plural in both languages: a final "s" goes
 * ("chips", "papitas", "calcetines"), then a final "e" ("cookie" and "cookies" both give
 * "cooki", "paquete" and "paquetes" "paquet"); Spanish "-ces" is the plural of "-z" (nueces,
 * nuez), and a final "z" is written "c" so both meet. Words of three letters or fewer stay.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^[0-9]+$/.test(word)) return word;
  let out = word;
  if (out.endsWith('ces') && out.length > 4) out = `${out.slice(0, -3)}z`;
  else if (out.endsWith('s') && !out.endsWith('ss')) out = out.slice(0, -1);
  if (out.endsWith('e') && out.length > 3) out = out.slice(0, -1);
  if (out.endsWith('z')) out = `${out.slice(0, -1)}c`;
  return out;
}

/**
 * Typos a word may hold by its length, as the engines shops use count them (Algolia's
 * defaults): none under 4 letters, one from 4, two from 8. Digits are never corrected.
 */
export function typoBudget(word: string): number {
  if (/[0-9]/.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/**
 * Edits between two words (insertions, deletions, substitutions and swaps of two neighbours,
 * the optimal string alignment distance), or `max + 1` as soon as it is over `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
