import { describe, expect, it } from 'vitest';
import { ConfigStore, isTruthyConfigValue, type MultipackConfig } from './ConfigStore';

const MIX_CONFIG: MultipackConfig = {
  code: 'MYOMP-30',
  packSize: 30,
  title: 'Build your own 30-pack',
  description: 'Pick 30 packs.',
  maxPerProduct: 30,
  eligibleProductCount: 2,
  eligibleProductIds: [101, 103],
  rules: ['Exactly 30 packs.'],
};

describe('ConfigStore', () => {
  it('reads the start-up flags from the config list', () => {
    const config = new ConfigStore();
    config.setConfigList({
      displayMerchandiseItems: 'true',
      applePayButtonEnable: 'N',
      freeShipping: 1,
      flavorDropShopPimId: 'PIM-42',
    });
    expect(config.isEnabled('displayMerchandiseItems')).toBe(true);
    expect(config.isEnabled('applePayButtonEnable')).toBe(false);
    expect(config.isEnabled('freeShipping')).toBe(true);
    expect(config.isEnabled('enableGTMEvents')).toBe(false);
    expect(config.configValue('flavorDropShopPimId')).toBe('PIM-42');
    expect(Object.keys(config.flags)).toEqual([
      'IsTRSyncEnabled',
      'displayMerchandiseItems',
      'googlePayButtonEnable',
      'applePayButtonEnable',
      'enableGTMEvents',
      'freeShipping',
      'flavorDropShopPimId',
      'enableTangyPickleGiveAwayMessage',
    ]);
  });

  it('treats only clear yes values as on', () => {
    for (const on of [true, 'true', 'TRUE', 'Y', 'yes', '1', 1, 'on']) {
      expect(isTruthyConfigValue(on)).toBe(true);
    }
    for (const off of [false, 'false', 'N', '0', 0, '', null, undefined, 'maybe']) {
      expect(isTruthyConfigValue(off)).toBe(false);
    }
  });

  it('gives a label or its bundled fallback', () => {
    const config = new ConfigStore();
    config.setLabels({ 'header.cart': 'Carrito' });
    expect(config.label('header.cart', 'Cart')).toBe('Carrito');
    expect(config.label('header.search', 'Search')).toBe('Search');
  });

  it('keeps the global search text, menu and submenu', () => {
    const config = new ConfigStore();
    config.setGlobalSearch({ text: 'curls', menu: 'snacks' });
    config.setGlobalSearch({ submenu: 'chips' });
    expect(config.globalSearch).toEqual({ text: 'curls', menu: 'snacks', submenu: 'chips' });
    config.clearGlobalSearch();
    expect(config.globalSearch).toEqual({ text: '', menu: '', submenu: '' });
  });

  it('switches language between en-us and es-us only', () => {
    const config = new ConfigStore();
    expect(config.language).toBe('en-us');
    config.setLanguage('es');
    expect(config.language).toBe('es-us');
    config.setLanguage('fr-fr');
    expect(config.language).toBe('es-us');
    config.setLanguage('en-us');
    expect(config.language).toBe('en-us');
  });

  it('round-trips its snapshot and resets to clean, keeping the language', () => {
    const config = new ConfigStore();
    config.setConfigList({ freeShipping: 'true' });
    config.setNavigation([
      { id: 1, menu: 'header', label: 'All Snacks', href: '/all-snacks', menuSeq: 1, children: [] },
    ]);
    config.setBanners([
      {
        id: 1,
        placement: 'hero',
        preset: null,
        title: 'Crunch time',
        subtitle: 'New flavours',
        ctaLabel: 'Shop',
        href: '/all-snacks',
        image: { tile: '/t.svg', detail: '/d.svg' },
      },
    ]);
    config.setFilters({
      brand: [{ slug: 'crunch', name: 'Crunch', count: 3 }],
      productType: [],
      flavor: [],
      size: [],
      total: 3,
    });
    config.setHomeData({ brands: [], parentCategories: [], subCategories: [], promotionTiles: [] });
    config.setMultipackConfig(MIX_CONFIG);
    config.setZipCode(' 30301 ');
    config.setLanguage('es-us');
    const copy = new ConfigStore();
    copy.applySnapshot(JSON.parse(JSON.stringify(config.toSnapshot())));
    expect(copy.toSnapshot()).toEqual(config.toSnapshot());
    expect(copy.zipCode).toBe('30301');
    config.reset();
    expect(config.toSnapshot()).toEqual(new ConfigStore().toSnapshot());
    expect(config.language).toBe('es-us');
  });

  it('refuses a snapshot that is not an object', () => {
    expect(() => new ConfigStore().applySnapshot('nope')).toThrow(TypeError);
  });
});
