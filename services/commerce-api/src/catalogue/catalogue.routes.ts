import { requestLocation } from '../addresses/location-stock';
import { defineRoute } from './deps';
import {
  allBrands,
  allBundles,
  bestSellers,
  giftCardList,
  productGroups,
  recentlyViewed,
  freeSamples,
  staffPicks,
} from './collections.service';
import { eventsView } from './events.service';
import { listProducts } from './listing.service';
import { productDetail, recommendedProducts } from './product-detail.service';
import { searchFacetCounts } from './search.service';
import { sitemapEntries } from './sitemap.service';

const tag = 'Catalogue';

export const catalogueRoutes = [
  defineRoute('filterProducts', {
    tag,
    summary: 'List products by brand, product type, flavor and size (36 per page)',
    description:
      'The filter-products call. Filters are slugs (see filterlist); sort is featured, ' +
      'best-selling, price-asc, price-desc, name-asc or newest. pagination is true when ' +
      'another page follows.',
    handler: ({ deps, body, c }) =>
      listProducts(deps, body, requestLocation(c, body.locationNumber)),
  }),
  defineRoute('filterList', {
    tag,
    summary: 'Filter facets with product counts',
    description:
      'Brands, product types, flavors and sizes with how many products each has. Each ' +
      'facet counts with the other selected filters applied, not its own. With q, only ' +
      'the products of that search count (the facets of its results page).',
    handler: ({ deps, query }) => searchFacetCounts(deps, query),
  }),
  defineRoute('productDetail', {
    tag,
    summary: 'One product with description, ingredients, nutrition and pack contents',
    description: 'By productId or slug. Also records the view for recently viewed products.',
    errors: [{ status: 404, code: 'NOT_FOUND', description: 'This product is not available' }],
    handler: ({ deps, query, session, c }) =>
      productDetail(deps, query, session?.sessionId ?? null, requestLocation(c)),
  }),
  defineRoute('recommendedProducts', {
    tag,
    summary: 'Up to 8 in-stock products like the given one',
    handler: ({ deps, query }) => recommendedProducts(deps, query.productId, query.lang),
  }),
  defineRoute('freeSampleList', {
    tag,
    summary: 'The free samples in stock a cart may take one of',
    description:
      'Products the catalogue marks as free samples: priced 0 by the cart, one per cart, ' +
      'never in listings or search.',
    handler: ({ deps, query }) => freeSamples(deps, query.lang),
  }),
  defineRoute('staffPicksList', {
    tag,
    summary: 'The 4 staff picks',
    handler: ({ deps, query }) => staffPicks(deps, query.lang),
  }),
  defineRoute('homeBestSellerList', {
    tag,
    summary: 'The 4 best sellers',
    handler: ({ deps, query }) => bestSellers(deps, query.lang),
  }),
  defineRoute('productGroupList', {
    tag,
    summary: 'Parent categories with their product types and counts (Shop By Category)',
    handler: ({ deps, query }) => productGroups(deps, query.lang),
  }),
  defineRoute('allBrands', {
    tag,
    summary: 'Every brand with its product count and logo',
    handler: ({ deps, query }) => allBrands(deps, query.lang),
  }),
  defineRoute('sitemapEntries', {
    tag,
    summary: 'What a sitemap lists: products, facet listings and content pages, with change times',
    description:
      'Active products (slug, kind, updatedAt), the brands, product types and flavors with ' +
      'products in the default listing (their single-facet listing pages), content pages with ' +
      'their latest change, and catalogueUpdatedAt (when the catalogue last changed). Slugs and ' +
      'ISO times only, so a storefront can build its sitemap from one cheap call.',
    handler: ({ deps }) => sitemapEntries(deps),
  }),
  defineRoute('allBundles', {
    tag,
    summary: 'Bundles with their products, price and savings',
    handler: ({ deps, query }) => allBundles(deps, query.lang),
  }),
  defineRoute('giftCardList', {
    tag,
    summary: 'Gift cards (physical and e-gift) with their amounts',
    handler: ({ deps, query }) => giftCardList(deps, query.lang),
  }),
  defineRoute('eventsView', {
    tag,
    summary: 'Shop events running now (Heat Shop, Holiday Shop, flavor drop, ...)',
    handler: ({ deps, query }) => eventsView(deps, query.lang, deps.now()),
  }),
  defineRoute('recentlyViewedProducts', {
    tag,
    summary: 'Products this session viewed, newest first (up to 12)',
    description:
      'Views are recorded by productdetail per handshake session; productIds adds ids the ' +
      'storefront kept itself (first in the list).',
    handler: ({ deps, query, session }) =>
      recentlyViewed(deps, session?.sessionId ?? null, query.productIds, query.lang),
  }),
];
