import { describe, expect, it } from 'vitest';
import { productPath } from './productPath';

describe('productPath', () => {
  it('keeps a product of the hot-snack shop in the section, and others at /products', () => {
    expect(productPath('ghost-pepper-curls-5-oz', 'hot')).toBe(
      '/hot-shop/products/ghost-pepper-curls-5-oz',
    );
    expect(productPath('ghost-pepper-curls-5-oz')).toBe('/products/ghost-pepper-curls-5-oz');
    expect(productPath('ghost-pepper-curls-5-oz', 'bare')).toBe(
      '/products/ghost-pepper-curls-5-oz',
    );
  });
});
