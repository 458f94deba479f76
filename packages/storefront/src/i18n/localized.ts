import { SPANISH, type Language } from '@snackshop/commerce-core/language';

/**
 * A row's text in the shopper's language: the field itself in English, its `…Es` twin in
 * Spanish (a US state's `name` / `nameEs`).
 */
export function localized<Field extends string>(
  row: Record<Field | `${Field}Es`, string>,
  field: Field,
  language: Language,
): string {
  return language === SPANISH ? row[`${field}Es`] : row[field];
}
