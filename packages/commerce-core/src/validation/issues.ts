import type { z } from 'zod';
import type { Language } from '../language/language';
import { translateMessage } from '../messages/messages';

/** The part of a zod issue the helpers read. */
export interface IssueLike {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

/** One bad field, named by its dotted path (`shipping.zipcode`); '' is the value itself. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** An issue's message in a language: English catalogue text becomes Spanish for es-us. */
export function localizeIssue(issue: Pick<IssueLike, 'message'>, language: Language): string {
  return translateMessage(issue.message, language);
}

const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The first issue of each field, in the order the schema reported them, localized. Schemas
 * list a field's most important issue first, so this is what a form or an API error shows.
 */
export function validationErrors(
  error: z.ZodError | { readonly issues: readonly IssueLike[] },
  language: Language = 'en-us',
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues as readonly IssueLike[]) {
    const field = fieldOf(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: localizeIssue(issue, language) });
  }
  return errors;
}

/** `validationErrors` as a map from field to message, for forms. */
export function fieldErrors(
  error: z.ZodError | { readonly issues: readonly IssueLike[] },
  language: Language = 'en-us',
): Record<string, string> {
  return Object.fromEntries(
    validationErrors(error, language).map(({ field, message }) => [field, message]),
  );
}
