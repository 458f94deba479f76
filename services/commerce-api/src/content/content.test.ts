import { endpoints } from '@snackshop/commerce-core/api-client';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness';

describeApi('content', (api) => {
  it('returns navigation in data.data sorted by menuSeq, with children sorted too', async () => {
    const response = await api().call('navigationList');
    const items = response.body.data.data;
    const header = items.filter((item) => item.menu === 'header');
    expect(header.map((item) => item.menuSeq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(header[0]?.label).toBe('All Snacks');
    const seqs = header[0]?.children.map((child) => child.menuSeq) ?? [];
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const spanish = await api().call('navigationList', { query: { lang: 'es-us' } });
    expect(spanish.body.data.data[0]?.label).toBe('Todas las botanas');
  });

  it('keeps home data within 12 brands, 4 parent categories, 10 subcategories and 2 tiles', async () => {
    const response = await api().call('homeDataList');
    expect(response.body.data.brands).toHaveLength(12);
    expect(response.body.data.parentCategories).toHaveLength(4);
    expect(response.body.data.subCategories).toHaveLength(10);
    expect(response.body.data.promotionTiles).toHaveLength(2);
  });

  it('offers the three category banner presets', async () => {
    const response = await api().call('homeBannerList');
    expect(response.body.data.categoryBanners.map((b) => [b.preset, b.title])).toEqual([
      ['all-snacks', 'All Snacks'],
      ['chips', 'Chips'],
      ['all-brands', 'All Brands'],
    ]);
    expect(response.body.data.heroBanners.length).toBeGreaterThan(0);
  });

  it('serves the SPEC section 9 flags with a free-shipping minimum of 15.00', async () => {
    const response = await api().call('configList');
    const config = response.body.data.config;
    for (const flag of [
      'IsTRSyncEnabled',
      'displayMerchandiseItems',
      'googlePayButtonEnable',
      'applePayButtonEnable',
      'enableGTMEvents',
      'freeShipping',
      'flavorDropShopPimId',
      'enableTangyPickleGiveAwayMessage',
    ]) {
      expect(config).toHaveProperty(flag);
    }
    expect(config.freeShippingMinimumAmount).toBe(15);
    expect(config.freeShippingMinimumCents).toBe(1500);
  });

  it('serves every content page in English and Spanish', async () => {
    const slugs = [
      'about-our-ads',
      'about-us',
      'accessibility',
      'common-questions',
      'faq',
      'privacy-policy',
      'shipping-returns',
      'terms-of-use',
    ];
    for (const lang of ['en-us', 'es-us'] as const) {
      const response = await api().call('contentList', { query: { lang } });
      expect(response.body.data.map((page) => page.slug)).toEqual(slugs);
      expect(
        response.body.data.every((page) => page.lang === lang && page.sections.length > 0),
      ).toBe(true);
    }
    const faq = await api().call('contentList', { query: { slug: 'faq', lang: 'es-us' } });
    expect(faq.body.data[0]?.title).toBe('Preguntas frecuentes');
    const unknown = await api().get(endpoints.contentList.path, { slug: 'nope' });
    expect(unknown.status).toBe(404);
  });

  it('translates labels to en-us and es-us with the same keys', async () => {
    const en = await api().call('labelTranslation', { query: { lang: 'en-us' } });
    const es = await api().call('labelTranslation', { query: { lang: 'es-us' } });
    expect(Object.keys(es.body.data.translations)).toEqual(Object.keys(en.body.data.translations));
    expect(en.body.data.translations['multipack.savedMixesEmpty']).toBe('No Saved Mixes yet!');
    expect(es.body.data.translations['cart.title']).toBe('Revise su carrito');
    const list = await api().call('labelsList', { query: { locationNumber: '0042' } });
    expect(list.body.data.labels['error.fallback']).toBe('Oops, there is an error!');
    const bad = await api().refusal('labelTranslation', { query: { lang: 'fr-fr' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'lang', message: 'lang must be en-us or es-us.' }]);
  });
});
