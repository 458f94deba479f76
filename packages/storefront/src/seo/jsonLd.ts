import type {
  BreadcrumbList,
  Organization,
  Product,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { CURRENCY } from '@snackshop/commerce-core/constants';
import type { ProductDetail } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { localeOf } from '../i18n/format';
import { absoluteUrl, localizedPath } from './urls';

/** One step of a breadcrumb trail; the current page has no path. */
export interface Crumb {
  name: string;
  path?: string;
}

/**
 * A BreadcrumbList of the trail a page shows, its links as absolute URLs in the page's
 * language. The last item (the page itself) names no URL, as schema.org allows.
 */
export function breadcrumbJsonLd(
  siteUrl: string,
  crumbs: readonly Crumb[],
  language: Language,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(siteUrl, localizedPath(crumb.path, language)) } : {}),
    })),
  };
}

/**
 * A product with its Offer: the price the API gives (dollars, two decimals), in USD, in or
 * out of stock as the API says, at the product's canonical URL in the page's language.
 */
export function productJsonLd(
  siteUrl: string,
  product: Omit<ProductDetail, 'ingredients' | 'components' | 'nutrition'>,
  language: Language,
): WithContext<Product> {
  const url = absoluteUrl(siteUrl, localizedPath(`/products/${product.slug}`, language));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: product.sku,
    image: [absoluteUrl(siteUrl, product.image.detail), absoluteUrl(siteUrl, product.shareImage)],
    url,
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.productType.name,
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The shop as an Organization (home page). */
export function organizationJsonLd(siteUrl: string, name: string): WithContext<Organization> {
  return { '@context': 'https://schema.org', '@type': 'Organization', name, url: `${siteUrl}/` };
}

/**
 * The site as a WebSite whose SearchAction opens the search page with the shopper's words
 * (`/search?q=…` in the page's language).
 */
export function webSiteJsonLd(
  siteUrl: string,
  name: string,
  language: Language,
): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: absoluteUrl(siteUrl, localizedPath('/search?q={search_term_string}', language)),
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(siteUrl, localizedPath('/', language)),
    inLanguage: localeOf(language),
    potentialAction: search,
  };
}

/**
 * JSON-LD as the text of a `<script>`: JSON with every `<` escaped, so no value (a product
 * description, a brand name) can close the script or open a comment.
 */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
