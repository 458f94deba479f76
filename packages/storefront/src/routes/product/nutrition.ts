/**
 * The rows of a Nutrition Facts table, in label order, with the unit each value is given
 * in. The API sends facts keyed by name (`totalFatG: 7`); a key not listed here is not a
 * fact a shopper can read, so it is not shown.
 */
export const NUTRITION_FACTS = [
  { key: 'servingSize', unit: '' },
  { key: 'servingsPerContainer', unit: '' },
  { key: 'calories', unit: '' },
  { key: 'totalFatG', unit: 'g' },
  { key: 'saturatedFatG', unit: 'g' },
  { key: 'sodiumMg', unit: 'mg' },
  { key: 'totalCarbohydrateG', unit: 'g' },
  { key: 'dietaryFiberG', unit: 'g' },
  { key: 'totalSugarsG', unit: 'g' },
  { key: 'proteinG', unit: 'g' },
] as const;

export interface NutritionRow {
  /** i18n key of the row's label. */
  labelKey: `pdp.facts.${(typeof NUTRITION_FACTS)[number]['key']}`;
  value: string;
}

/** The facts a product has, in label order, each value with its unit. */
export function nutritionRows(facts: Record<string, string | number>): NutritionRow[] {
  return NUTRITION_FACTS.flatMap(({ key, unit }) => {
    const value = facts[key];
    if (value === undefined || value === null || value === '') return [];
    return [
      { labelKey: `pdp.facts.${key}` as const, value: unit ? `${value} ${unit}` : String(value) },
    ];
  });
}
