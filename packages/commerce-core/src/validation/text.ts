/** Trims text and collapses every run of whitespace (including non-breaking spaces) to one space. */
export function normalizeText(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}

/**
 * Title-cases a name: normalizes the text, lower-cases it, then capitalizes the first letter
 * of each word and each part after a hyphen, apostrophe or period ("o'neil-smith" →
 * "O'Neil-Smith", "j.r." → "J.R.").
 */
export function titleCase(value: string): string {
  return normalizeText(value)
    .toLocaleLowerCase('en-US')
    .replace(
      /(^|[\s\-'’.])(\p{L})/gu,
      (_, boundary: string, letter: string) => boundary + letter.toLocaleUpperCase('en-US'),
    );
}
