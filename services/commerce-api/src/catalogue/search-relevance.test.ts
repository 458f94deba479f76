import { describe, expect, it } from 'vitest';
import { indexedRow } from '../../test/search-fixtures';
import { SearchIndex, type IndexedRow } from './search-index';
import { editDistance, stem, typoBudget } from './search-language';
import type { SearchSynonym } from './search-lexicon';
import type { Taxonomy } from './taxonomy';

/** A small catalogue in both languages, with the facts the lexicon reads. */
const taxonomy: Taxonomy = {
  brands: new Map([
    [1, { slug: 'crunch-harbor', name: 'Crunch Harbor' }],
    [2, { slug: 'blaze-ridge', name: 'Blaze Ridge' }],
    [3, { slug: 'cookie-lantern', name: 'Cookie Lantern' }],
  ]),
  categories: new Map([
    [10, { slug: 'chips', name: 'Chips', nameEs: 'Papitas' }],
    [11, { slug: 'cookies', name: 'Cookies', nameEs: 'Galletas' }],
    [12, { slug: 'popcorn', name: 'Popcorn', nameEs: 'Palomitas' }],
    [13, { slug: 'nuts', name: 'Nuts & Trail Mix', nameEs: 'Nueces y mezclas' }],
  ]),
  flavors: new Map([
    [20, { slug: 'sea-salt', name: 'Sea Salt', nameEs: 'Sal de mar', heatLevel: 0 }],
    [21, { slug: 'ghost-pepper', name: 'Ghost Pepper', nameEs: 'Chile fantasma', heatLevel: 5 }],
    [22, { slug: 'oatmeal-raisin', name: 'Oatmeal Raisin', nameEs: 'Avena y pasas', heatLevel: 0 }],
    [23, { slug: 'cheddar', name: 'Cheddar', nameEs: 'Queso cheddar', heatLevel: 0 }],
  ]),
  sizes: new Map([
    [30, { slug: '1-oz', label: '1 oz', labelEs: '28 g' }],
    [31, { slug: '8-oz', label: '8 oz', labelEs: '227 g' }],
  ]),
};

const synonyms: SearchSynonym[] = [
  { phrase: 'spicy', means: ['heat:spicy'] },
  { phrase: 'hot', means: ['heat:spicy'] },
  { phrase: 'picante', means: ['heat:spicy'] },
  { phrase: 'sin picante', means: ['heat:mild'] },
  { phrase: 'papas', means: ['type:chips'] },
  { phrase: 'bbq', means: ['flavor:barbecue'] },
];

function product(
  title: string,
  titleEs: string,
  facts: { brand: number; type: number; flavor: number; size: number },
  popularity: number,
  stockQty = 10,
): IndexedRow {
  const { brands, categories, flavors } = taxonomy;
  const text = [
    title,
    brands.get(facts.brand)?.name,
    flavors.get(facts.flavor)?.name,
    categories.get(facts.type)?.name,
    titleEs,
  ].join(' ');
  const facets = { brandId: facts.brand, categoryId: facts.type, flavorId: facts.flavor };
  return indexedRow(title, popularity, { ...facets, titleEs, sizeId: facts.size, stockQty }, text);
}

const seaSaltChips = product(
  'Crunch Harbor Sea Salt Potato Chips, 8 oz',
  'Papitas Sal de mar Crunch Harbor, 227 g',
  { brand: 1, type: 10, flavor: 20, size: 31 },
  500,
);
const ghostChips = product(
  'Blaze Ridge Ghost Pepper Potato Chips, 1 oz',
  'Papitas Chile fantasma Blaze Ridge, 28 g',
  { brand: 2, type: 10, flavor: 21, size: 30 },
  300,
);
const ghostPopcorn = product(
  'Blaze Ridge Ghost Pepper Popcorn, 1 oz',
  'Palomitas Chile fantasma Blaze Ridge, 28 g',
  { brand: 2, type: 12, flavor: 21, size: 30 },
  900,
);
const raisinCookies = product(
  'Cookie Lantern Oatmeal Raisin Cookies, 8 oz',
  'Galletas Avena y pasas Cookie Lantern, 227 g',
  { brand: 3, type: 11, flavor: 22, size: 31 },
  800,
);
const cheddarChips = product(
  'Crunch Harbor Cheddar Potato Chips, 1 oz',
  'Papitas Queso cheddar Crunch Harbor, 28 g',
  { brand: 1, type: 10, flavor: 23, size: 30 },
  700,
  0,
);
const saltedNuts = product(
  'Crunch Harbor Sea Salt Nuts, 8 oz',
  'Nueces Sal de mar Crunch Harbor, 227 g',
  { brand: 1, type: 13, flavor: 20, size: 31 },
  100,
);

const index = new SearchIndex(
  1,
  taxonomy,
  [seaSaltChips, ghostChips, ghostPopcorn, raisinCookies, cheddarChips, saltedNuts],
  synonyms,
);

const titlesOf = (q: string) =>
  index.suggest(q.split(' '), q, 8).rows.map((row) => row.title?.replace(/,.*$/, ''));
const listed = (q: string) =>
  index.listing({ words: q.split(' '), kinds: ['snack'], order: 'rank', offset: 0, limit: 36 });
const idsOf = (...rows: IndexedRow[]) => rows.map((row) => row.id);

describe('search understanding', () => {
  it('narrows by a word that names a facet, in either language', () => {
    expect(titlesOf('spicy')).toEqual(titlesOf('hot'));
    expect(listed('spicy chips')?.ids).toEqual(idsOf(ghostChips));
    expect(listed('papitas picante')?.ids).toEqual(idsOf(ghostChips));
    expect(listed('palomitas chile fantasma')?.ids).toEqual(idsOf(ghostPopcorn));
    expect(listed('chips 8 oz')?.ids).toEqual(idsOf(seaSaltChips));
    expect(listed('chips 227 g')?.ids).toEqual(idsOf(seaSaltChips));
    expect(listed('sin picante papitas')?.ids).toEqual(idsOf(seaSaltChips, cheddarChips));
  });

  it('reads synonyms as data and never lets papas become pasas', () => {
    expect(listed('papas')?.ids).toEqual(idsOf(seaSaltChips, ghostChips, cheddarChips));
    expect(titlesOf('papas')).not.toContain('Cookie Lantern Oatmeal Raisin Cookies');
    expect(listed('pasas')?.ids).toEqual(idsOf(raisinCookies));
    const without = new SearchIndex(2, taxonomy, [raisinCookies, seaSaltChips], []);
    expect(without.suggest(['papas'], 'papas', 8).rows).toEqual([]);
  });

  it('takes plurals, accents and compounds as one word', () => {
    expect(listed('galleta')?.ids).toEqual(idsOf(raisinCookies));
    expect(listed('nuez')?.ids).toEqual(idsOf(saltedNuts));
    expect(listed('cookie')?.ids).toEqual(listed('cookies')?.ids);
    expect(listed('seasalt')?.ids).toEqual(idsOf(seaSaltChips, saltedNuts));
    expect(listed('sea salt')?.ids).toEqual(idsOf(seaSaltChips, saltedNuts));
    expect(listed('pop corn')?.ids).toEqual(idsOf(ghostPopcorn));
  });

  it('corrects typos within the budget of their length only', () => {
    expect(listed('chedar')?.ids).toEqual(idsOf(cheddarChips));
    expect(listed('galetas')?.ids).toEqual(idsOf(raisinCookies));
    expect(listed('chp')?.ids).toEqual([]);
    expect(index.suggest(['cookeis'], 'cookeis', 8).corrected).toBe(true);
  });

  it('corrects a short word early on when the words around it spell a phrase', () => {
    // Alone, "rudge" is another word (as "papas" is not "pasas"); after "blaze" it is Ridge.
    expect(listed('rudge')?.ids).toEqual([]);
    expect(listed('blaze rudge')?.ids).toEqual(idsOf(ghostPopcorn, ghostChips));
    expect(index.suggest(['blaze', 'rudge'], 'blaze rudge', 8).corrected).toBe(true);
    expect(listed('crunch harbr chips')?.ids).toEqual(idsOf(seaSaltChips, cheddarChips));
  });

  it('ranks word matches before facet matches, and never out of stock above in stock', () => {
    // "chips" is a word of the chips' names; the cheddar chips are out of stock.
    expect(listed('chips')?.ids).toEqual(idsOf(seaSaltChips, ghostChips, cheddarChips));
    // Cheddar: the out-of-stock product is the only match, so it still shows.
    expect(listed('cheddar')?.ids).toEqual(idsOf(cheddarChips));
    // "salt" names the sea salt products by word; the popular ghost popcorn has no salt.
    expect(listed('crunch harbor')?.ids).toEqual(idsOf(seaSaltChips, saltedNuts, cheddarChips));
  });

  it('offers the nearest search that has answers, and best sellers in stock', () => {
    expect(listed('chips 8 oz ghost')?.total).toBe(0);
    expect(index.nearestSearch(['chips', '8', 'oz', 'ghost'], ['snack'])).toBe('chips 8 oz');
    expect(index.nearestSearch(['gluten', 'free'], ['snack'])).toBeNull();
    expect(index.nearestSearch(['chips'], ['snack'])).toBeNull();
    expect(index.bestSellers(['snack'], 2)).toEqual(idsOf(ghostPopcorn, raisinCookies));
  });
});

describe('search language rules', () => {
  it('stems English and Spanish plurals to one form', () => {
    expect(stem('cookies')).toBe(stem('cookie'));
    expect(stem('nueces')).toBe(stem('nuez'));
    expect(stem('calcetines')).toBe(stem('calcetin'));
    expect(stem('papas')).not.toBe(stem('pasas'));
  });

  it('allows typos by word length and counts a swap as one edit', () => {
    expect([
      typoBudget('hot'),
      typoBudget('papa'),
      typoBudget('habanero'),
      typoBudget('8oz'),
    ]).toEqual([0, 1, 2, 0]);
    expect(editDistance('cookeis', 'cookies', 2)).toBe(1);
    expect(editDistance('papas', 'pasas', 1)).toBe(1);
    expect(editDistance('popcrn', 'pretzels', 1)).toBe(2);
  });
});
