/** One suggestion of the list. */
export interface SearchSuggestion {
  id: string;
  /** The text shown and matched against the query. */
  label: string;
  /** A second, muted line (brand, size, "in Chips"). */
  meta?: string;
  /** A small picture; decorative. */
  imageSrc?: string;
}

/** Splits `text` around case- and accent-insensitive matches of `query` ("jalapeno" finds "Jalapeño"). */
export function highlightMatches(
  text: string,
  query: string,
): Array<{ text: string; match: boolean }> {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const needle = fold(query.trim());
  if (!needle) return [{ text, match: false }];
  const chars = [...text];
  const foldedChars = chars.map(fold);
  const haystack = foldedChars.join('');
  // Folding can change a character's length, so map each folded position to its character.
  const owner: number[] = [];
  foldedChars.forEach((folded, index) => {
    for (let k = 0; k < folded.length; k += 1) owner.push(index);
  });
  owner.push(chars.length);
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  let last = 0;
  for (let pos = haystack.indexOf(needle); pos !== -1; pos = haystack.indexOf(needle, from)) {
    const start = owner[pos] ?? chars.length;
    const end = owner[pos + needle.length] ?? chars.length;
    parts.push({ text: chars.slice(last, start).join(''), match: false });
    parts.push({ text: chars.slice(start, end).join(''), match: true });
    last = end;
    from = pos + needle.length;
  }
  parts.push({ text: chars.slice(last).join(''), match: false });
  return parts.filter((part) => part.text.length > 0);
}
