import { describe, expect, it } from 'vitest';
import { plpTag } from './plp-tag';

describe('plpTag', () => {
  it('tags the all-snacks and flavors listings', () => {
    expect(plpTag('/all-snacks')).toBe('plp_all-snacks');
    expect(plpTag('/all-snacks/')).toBe('plp_all-snacks');
    expect(plpTag('/es-us/all-snacks')).toBe('plp_all-snacks');
    expect(plpTag('/flavors')).toBe('plp_all-flavors');
  });

  it('tags a listing filtered by one type, brand or flavor with that value', () => {
    expect(plpTag('/products', '?type=chips')).toBe('plp_chips');
    expect(plpTag('/products', 'brand=Doritos')).toBe('plp_doritos');
    expect(plpTag('/products', new URLSearchParams({ flavor: 'Flamin Hot' }))).toBe(
      'plp_flamin-hot',
    );
    expect(plpTag('/products', { productType: 'pretzels' })).toBe('plp_pretzels');
    expect(plpTag('/products', { brand: ['Cheetos'] })).toBe('plp_cheetos');
  });

  it('tags every other listing plp_custom-filter', () => {
    expect(plpTag('/products')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?brand=doritos&flavor=ranch')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?brand=doritos,cheetos')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?size=large')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?brand=')).toBe('plp_custom-filter');
    expect(plpTag('/multipack/all-snacks')).toBe('plp_custom-filter');
  });
});
