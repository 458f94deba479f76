import type {
  BreadcrumbList,
  Offer,
  Organization,
  Product,
  WebSite,
  WithContext,
} from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ProductDetail } from '@snackshop/commerce-core/contract';
import {
  breadcrumbJsonLd,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from './jsonLd';

const SITE = 'https://snacks.example';

const product = {
  productId: 101,
  sku: 'SS-101',
  slug: 'crunch-harbor-sea-salt-potato-chips-1-oz',
  kind: 'snack',
  title: 'Sea Salt Potato Chips </script><script>alert(1)</script>',
  brand: { slug: 'crunch-harbor', name: 'Crunch Harbor' },
  productType: { slug: 'chips', name: 'Chips' },
  flavor: null,
  size: null,
  priceCents: 349,
  price: 3.49,
  compareAtPriceCents: null,
  availableQty: 0,
  inStock: false,
  multipackEligible: true,
  isFreeSample: false,
  isSpicy: false,
  rating: 4.6,
  reviewCount: 120,
  image: {
    tile: '/images/products/SS-101-v1-tile.svg',
    detail: '/images/products/SS-101-v1-detail.svg',
    alt: 'Crunch Harbor chips',
  },
  productEnableFor: ['cart'],
  shareImage: '/images/products/SS-101-v1-share.png',
  description: 'Kettle-cooked chips with sea salt.',
  ingredients: 'Potatoes, oil, salt.',
  nutrition: null,
  packCount: 1,
  components: [],
} satisfies ProductDetail;

/** The JSON-LD as a page carries it, read back the way a crawler reads it. */
const parsed = (data: Parameters<typeof jsonLdText>[0]) =>
  JSON.parse(jsonLdText(data)) as Record<string, unknown>;

describe('JSON-LD', () => {
  it('types each builder by schema-dts', () => {
    expectTypeOf(productJsonLd).returns.toEqualTypeOf<WithContext<Product>>();
    expectTypeOf(breadcrumbJsonLd).returns.toEqualTypeOf<WithContext<BreadcrumbList>>();
    expectTypeOf(organizationJsonLd).returns.toEqualTypeOf<WithContext<Organization>>();
    expectTypeOf(webSiteJsonLd).returns.toEqualTypeOf<WithContext<WebSite>>();
  });

  it('describes a product with its Offer: price in dollars, USD, availability from stock', () => {
    const data = parsed(productJsonLd(SITE, product, 'en-us'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'SS-101',
      url: `${SITE}/products/${product.slug}`,
      image: [
        `${SITE}/images/products/SS-101-v1-detail.svg`,
        `${SITE}/images/products/SS-101-v1-share.png`,
      ],
      brand: { '@type': 'Brand', name: 'Crunch Harbor' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 120 },
    });
    const offer = data.offers as Exclude<Offer, string>;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: '3.49',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
    const inStock = parsed(productJsonLd(SITE, { ...product, inStock: true }, 'es-us'));
    expect(inStock).toMatchObject({
      url: `${SITE}/products/${product.slug}?lang=es-us`,
      offers: { availability: 'https://schema.org/InStock' },
    });
  });

  it('escapes < so no value can close the script', () => {
    const text = jsonLdText(productJsonLd(SITE, product, 'en-us'));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect((JSON.parse(text) as { name: string }).name).toBe(product.title);
  });

  it('lists breadcrumbs by position, with absolute URLs in the page language and none for the page itself', () => {
    const data = parsed(
      breadcrumbJsonLd(
        SITE,
        [
          { name: 'Inicio', path: '/' },
          { name: 'Todas las botanas', path: '/all-snacks' },
          { name: 'Papitas', path: '/all-snacks?productType=chips' },
          { name: 'Papitas de sal de mar' },
        ],
        'es-us',
      ),
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${SITE}/?lang=es-us` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Todas las botanas',
        item: `${SITE}/all-snacks?lang=es-us`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Papitas',
        item: `${SITE}/all-snacks?productType=chips&lang=es-us`,
      },
      { '@type': 'ListItem', position: 4, name: 'Papitas de sal de mar' },
    ]);
  });

  it('gives the home page the Organization and a WebSite whose SearchAction opens the search page', () => {
    expect(parsed(organizationJsonLd(SITE, 'Snack Shop'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Snack Shop',
      url: `${SITE}/`,
    });
    expect(parsed(webSiteJsonLd(SITE, 'Snack Shop', 'en-us'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Snack Shop',
      url: `${SITE}/`,
      inLanguage: 'en-US',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${SITE}/search?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
