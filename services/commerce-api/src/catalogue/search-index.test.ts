import { describe, expect, it } from 'vitest';
import type { Taxonomy } from './taxonomy';
import { indexedRow } from '../../test/search-fixtures';
import { SearchIndex, type IndexedRow } from './search-index';
import { similarity, trigramSet, trigramSequence, wordSimilarity } from './trigrams';

const taxonomy: Taxonomy = {
  brands: new Map(),
  categories: new Map(),
  flavors: new Map(),
  sizes: new Map(),
};

const row = indexedRow;

const titles = (index: SearchIndex, q: string, prefix = q, limit = 8) => {
  const words = q.split(' ');
  const { rows, corrected } = index.suggest(words, prefix, limit);
  return { titles: rows.map((r) => r.title), corrected };
};

describe('SearchIndex', () => {
  const index = new SearchIndex(1, taxonomy, [
    row('Salty Pretzel Rods', 10),
    row('Sea Salt Kettle Chips', 90),
    row('Salsa Verde Tortilla Chips', 50),
    row('Habanero Heat Puffs', 70),
    row('Cheddar Puffs', 60),
    row('Cheddar Jalapeño Crackers', 80),
    row('Hidden Salsa Dip', 99, { suggestable: false }),
  ]);

  it('puts names starting with the typed text first, then other matches, each by popularity', () => {
    expect(titles(index, 'sal').titles).toEqual([
      'Salsa Verde Tortilla Chips',
      'Salty Pretzel Rods',
      'Sea Salt Kettle Chips',
    ]);
  });

  it('needs every word to start a word of the product', () => {
    expect(titles(index, 'chedd puf', 'chedd puf').titles).toEqual(['Cheddar Puffs']);
    expect(titles(index, 'chips sea', 'chips sea').titles).toEqual(['Sea Salt Kettle Chips']);
  });

  it('corrects a word that starts no catalogue word, and says so', () => {
    expect(titles(index, 'habanaro')).toEqual({ titles: ['Habanero Heat Puffs'], corrected: true });
    // Accents are optional: not a typo.
    expect(titles(index, 'jalapeno')).toEqual({
      titles: ['Cheddar Jalapeño Crackers'],
      corrected: false,
    });
    expect(titles(index, 'chedar').titles).toEqual(['Cheddar Jalapeño Crackers', 'Cheddar Puffs']);
  });

  it('matches nothing for short or numeric unknown words and far-off typos', () => {
    expect(titles(index, 'zz').titles).toEqual([]);
    expect(titles(index, 'xyzzy').titles).toEqual([]);
    expect(titles(index, '4242').titles).toEqual([]);
    expect(titles(index, 'cheddar xyzzy', 'cheddar xyzzy').titles).toEqual([]);
  });

  it("ranks products in stock at the shopper's location first, then by sales", () => {
    const rows = [
      row('Kettle Chips One', 90, { emptyAt: ['1001'] }),
      row('Kettle Chips Two', 80),
      row('Kettle Chips Three', 70, { stockQty: 0 }),
      row('Kettle Chips Four', 60),
    ];
    const stocked = new SearchIndex(1, taxonomy, rows);
    const page = (location: string | null, inStock = false) =>
      stocked.listing({
        words: ['kettle'],
        kinds: ['snack'],
        order: 'rank',
        offset: 0,
        limit: 8,
        location,
        inStock,
      });
    const names = (ids: number[] = []) =>
      ids.map((id) => rows.find((r) => r.id === id)?.title?.replace('Kettle Chips ', ''));
    expect(names(page(null)?.ids)).toEqual(['One', 'Two', 'Four', 'Three']);
    expect(names(page('1001')?.ids)).toEqual(['Two', 'Four', 'One', 'Three']);
    expect(names(page('1002')?.ids)).toEqual(['One', 'Two', 'Four', 'Three']);
    expect(names(page('1001', true)?.ids)).toEqual(['Two', 'Four']);
    const suggested = stocked.suggest(['kettle'], 'kettle', 8, '1001').rows.map((r) => r.title);
    expect(suggested).toEqual([
      'Kettle Chips Two',
      'Kettle Chips Four',
      'Kettle Chips One',
      'Kettle Chips Three',
    ]);
  });

  it('never suggests inactive products', () => {
    expect(titles(index, 'hidden').titles).toEqual([]);
    expect(titles(index, 'dip').titles).toEqual([]);
  });

  it('cuts at the limit and ranks many name matches in popularity order', () => {
    const many = new SearchIndex(
      2,
      taxonomy,
      Array.from({ length: 5000 }, (_, n) => row(`Crunch Bar ${n}`, n % 997)).concat(
        row('Extra Crunch Mix', 5000),
      ),
    );
    const top = many.suggest(['crunch'], 'crunch', 3).rows;
    expect(top.map((r) => (r as IndexedRow).popularity)).toEqual([996, 996, 996]);
    expect(top.every((r) => r.title?.startsWith('Crunch Bar'))).toBe(true);
    expect(many.suggest(['mix'], 'mix', 20).rows.map((r) => r.title)).toEqual(['Extra Crunch Mix']);
  });
});

describe('trigrams', () => {
  it('pads each word as pg_trgm does', () => {
    expect(trigramSequence('Ab')).toEqual(['  a', ' ab', 'ab ']);
  });

  it('scores one wrong letter in eight at the 0.5 threshold, like the database', () => {
    expect(similarity(trigramSet('habanaro'), trigramSet('habanero'))).toBe(0.5);
    expect(wordSimilarity(trigramSet('zuchini'), trigramSequence('zucchini'))).toBeCloseTo(0.7);
    expect(wordSimilarity(trigramSet('pretzel'), trigramSequence('habanero'))).toBe(0);
  });
});
