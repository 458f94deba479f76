/**
 * Fills `{name}` placeholders in a text prop ("Showing {shown} of {total}"). Text arrives
 * translated from the sites, so the numbers go wherever the translation puts them.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
