import { describe, expect, it } from 'vitest';
import { MAX_LISTING_PAGE, shopPageNumber } from './shopPage';

describe('shopPageNumber', () => {
  it('takes a whole page number from the URL', () => {
    expect(shopPageNumber(new URLSearchParams('page=2'))).toBe(2);
    expect(shopPageNumber(new URLSearchParams('page=1'))).toBe(1);
    expect(shopPageNumber(new URLSearchParams('page=10000'))).toBe(MAX_LISTING_PAGE);
  });

  it('falls back to the first page for a missing, zero, negative, fractional or too-high page', () => {
    for (const query of ['', 'page=0', 'page=-3', 'page=two', 'page=1.5', 'page=10001']) {
      expect(shopPageNumber(new URLSearchParams(query))).toBe(1);
    }
  });
});
