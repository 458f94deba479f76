import { describe, expect, it } from 'vitest';
import type { Facets } from '@snackshop/commerce-core/contract';
import { parseListingQuery } from '../site/listingQuery';
import { canonicalListing } from './canonicalListing';
import type { ListingKind } from './listingKinds';

const facets: Facets = {
  brand: [{ slug: 'crunch-harbor', name: 'Crunch Harbor', count: 18 }],
  productType: [{ slug: 'chips', name: 'Chips', count: 20 }],
  flavor: [{ slug: 'dill-pickle', name: 'Dill Pickle', count: 4 }],
  size: [{ slug: '1-oz', name: '1 oz', count: 50 }],
  total: 158,
};

const canonical = (kind: ListingKind, search: string) =>
  canonicalListing(kind, parseListingQuery(new URLSearchParams(search)), facets);

describe('canonicalListing', () => {
  it('points an unfiltered, sorted or paged listing to its first unfiltered page', () => {
    expect(canonical('all-snacks', '')).toEqual({ path: '/all-snacks', facet: null });
    expect(canonical('all-snacks', 'sort=price-asc&page=3').path).toBe('/all-snacks');
    expect(canonical('flavors', 'page=2').path).toBe('/flavors');
    expect(canonical('products', 'sort=newest').path).toBe('/all-snacks');
  });

  it('points one value of one indexed facet to its single-facet page under /all-snacks', () => {
    expect(canonical('all-snacks', 'brand=crunch-harbor&sort=price-asc&page=2')).toEqual({
      path: '/all-snacks?brand=crunch-harbor',
      facet: { id: 'brand', value: 'crunch-harbor', name: 'Crunch Harbor' },
    });
    expect(canonical('all-snacks', 'type=chips').path).toBe('/all-snacks?productType=chips');
    expect(canonical('flavors', 'flavor=dill-pickle').path).toBe('/all-snacks?flavor=dill-pickle');
    expect(canonical('products', 'productType=chips').path).toBe('/all-snacks?productType=chips');
  });

  it('points several facets or values, a size or an unknown value to the unfiltered listing', () => {
    expect(canonical('all-snacks', 'brand=crunch-harbor&productType=chips').facet).toBeNull();
    expect(canonical('all-snacks', 'brand=crunch-harbor,puffin-pop').path).toBe('/all-snacks');
    expect(canonical('flavors', 'flavor=dill-pickle&size=1-oz').path).toBe('/flavors');
    expect(canonical('all-snacks', 'size=1-oz').path).toBe('/all-snacks');
    expect(canonical('all-snacks', 'brand=no-such-brand').path).toBe('/all-snacks');
  });

  it('keeps the Heat Shop one page whatever its filters', () => {
    expect(canonical('hot', 'flavor=dill-pickle&page=2')).toEqual({
      path: '/hot-shop',
      facet: null,
    });
  });
});
