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
    expect(plpTag('/products', 'brand=Crunch Harbor')).toBe('plp_crunch-harbor');
    expect(plpTag('/products', new URLSearchParams({ flavor: 'Smoky Chipotle' }))).toBe(
      'plp_smoky-chipotle',
    );
    expect(plpTag('/products', { productType: 'pretzels' })).toBe('plp_pretzels');
    expect(plpTag('/products', { brand: ['Puffin Pop'] })).toBe('plp_puffin-pop');
  });

  it('tags every other listing plp_custom-filter', () => {
    expect(plpTag('/products')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?brand=crunch-harbor&flavor=ranch')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?brand=crunch-harbor,puffin-pop')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?size=large')).toBe('plp_custom-filter');
    expect(plpTag('/products', '?brand=')).toBe('plp_custom-filter');
    expect(plpTag('/multipack/all-snacks')).toBe('plp_custom-filter');
  });
});
