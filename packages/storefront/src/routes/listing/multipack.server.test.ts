import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@snackshop/commerce-core/contract';
import { facetsOf } from './multipack.server';

const product = (brand: string, type: string, flavor: string | null, size: string) =>
  ({
    brand: { slug: brand, name: brand.toUpperCase() },
    productType: { slug: type, name: type.toUpperCase() },
    flavor: flavor ? { slug: flavor, name: flavor.toUpperCase(), heatLevel: 0 } : null,
    size: { slug: size, label: `${size} label` },
  }) as ProductSummary;

describe('the multipack listing’s facets', () => {
  it('counts the eligible products by brand, type, flavor and size, by name', () => {
    const facets = facetsOf([
      product('crunch', 'chips', 'ranch', '1-oz'),
      product('crunch', 'puffs', null, '1-oz'),
      product('berry', 'chips', 'ranch', '1-5-oz'),
    ]);
    expect(facets.total).toBe(3);
    expect(facets.brand).toEqual([
      { slug: 'berry', name: 'BERRY', count: 1 },
      { slug: 'crunch', name: 'CRUNCH', count: 2 },
    ]);
    expect(facets.flavor).toEqual([{ slug: 'ranch', name: 'RANCH', count: 2 }]);
    expect(facets.size).toEqual([
      { slug: '1-5-oz', name: '1-5-oz label', count: 1 },
      { slug: '1-oz', name: '1-oz label', count: 2 },
    ]);
  });
});
