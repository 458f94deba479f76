import { describe, expect, it } from 'vitest';
import enUs from '../../i18n/locales/en-us.json';
import esUs from '../../i18n/locales/es-us.json';
import { NUTRITION_FACTS, nutritionRows } from './nutrition';

describe('nutritionRows', () => {
  it('lists the known facts in label order with their units, skipping unknown keys', () => {
    expect(
      nutritionRows({ sodiumMg: 160, calories: 150, internalCode: 'x', totalFatG: 7 }),
    ).toEqual([
      { labelKey: 'pdp.facts.calories', value: '150' },
      { labelKey: 'pdp.facts.totalFatG', value: '7 g' },
      { labelKey: 'pdp.facts.sodiumMg', value: '160 mg' },
    ]);
  });

  it('has a label for every fact in English and Spanish', () => {
    for (const { key } of NUTRITION_FACTS) {
      const labelKey = `pdp.facts.${key}`;
      expect((enUs as Record<string, string>)[labelKey], labelKey).toBeTruthy();
      expect((esUs as Record<string, string>)[labelKey], labelKey).toBeTruthy();
    }
  });
});
