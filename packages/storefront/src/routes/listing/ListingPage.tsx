import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, type MetaFunction } from 'react-router';
import { pushToDataLayer, viewItemListEvent } from '@snackshop/commerce-core/tracking';
import { Heading, Inline, Pagination } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { listingSearch, pageCount } from '../../site/listingQuery';
import { FIRST_SCREEN_TILES, ProductGrid, trackedProduct } from '../../catalogue/ProductGrid';
import { formatNumber } from '../../i18n/format';
import { readConsent } from '../../tracking/consentReader';
import { PageBreadcrumbs } from '../../seo/PageBreadcrumbs';
import type { Crumb } from '../../seo/jsonLd';
import { metaText, pageMeta } from '../../seo/meta';
import { canonicalListing, type CanonicalListing } from '../../seo/canonicalListing';
import { ListingFilters } from './ListingFilters';
import { LISTING_KINDS, type ListingKind } from '../../seo/listingKinds';
import { ListingSort } from './ListingSort';
import type { createListingLoader } from './listing.server';
import type { ListingData } from './types';

/**
 * The listing's title, description, canonical URL and alternates: a single-facet page is
 * named after its facet ("Crunch Harbor snacks | Snack Shop"); a filtered, sorted or paged
 * listing points to the page `canonicalListing` names (docs/decisions/0028).
 */
export const listingMeta: MetaFunction = (args) => {
  const listing = args.data as ListingData | undefined;
  const { t } = metaText(args);
  if (!listing) return pageMeta(args, { title: t('plp.products') });
  const canonical = canonicalListing(listing.kind, listing.query, listing.facets);
  const count = listing.page.total;
  const { facet } = canonical;
  return pageMeta(args, {
    title: facet
      ? t(`plp.meta.${facet.id}.title`, { name: facet.name })
      : t(LISTING_KINDS[listing.kind].title),
    description: facet
      ? t(`plp.meta.${facet.id}.description`, { name: facet.name, count })
      : listing.kind === 'hot'
        ? t('hot.intro')
        : t('plp.meta.description', { count }),
    path: canonical.path,
  });
};

/** The trail of a listing: Home, the listing, and the facet of a single-facet page. */
function listingCrumbs(
  title: string,
  kind: ListingKind,
  canonical: CanonicalListing,
  home: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ name: home, path: '/' }];
  if (!canonical.facet) return [...crumbs, { name: title }];
  return [
    ...crumbs,
    { name: title, path: LISTING_KINDS[kind].path },
    { name: canonical.facet.name },
  ];
}

/**
 * A product listing (View All Snacks, flavors, filtered listings, the Heat Shop): filters
 * with counts, sort, 36 products per page and numbered pages. Everything lives in the URL:
 * before JavaScript, filters are links, sort is a GET form and pages are links; after,
 * the FilterPanel updates the URL as boxes are ticked.
 */
export function ListingPage() {
  const listing = useLoaderData<ReturnType<typeof createListingLoader>>();
  const { t } = useTranslation();
  const location = useLocation();
  const { kind, query, page, facets, tag, language } = listing;
  const config = LISTING_KINDS[kind];
  const title = t(config.title);
  const canonical = canonicalListing(kind, query, facets);

  useEffect(() => {
    pushToDataLayer(
      viewItemListEvent({
        listId: tag,
        listName: title,
        products: page.products.map(trackedProduct),
        startIndex: (page.page - 1) * page.pageSize,
      }),
      { consent: readConsent() },
    );
  }, [tag, title, page]);

  const totalPages = pageCount(page.total);

  return (
    <div data-plp-tag={tag}>
      <PageBreadcrumbs
        siteUrl={listing.siteUrl}
        language={language}
        crumbs={listingCrumbs(title, kind, canonical, t('site.home'))}
      />
      <Heading level="1">{title}</Heading>
      {kind === 'hot' && <p>{t('hot.intro')}</p>}
      <div className={styles.listing}>
        <ListingFilters facetIds={config.facets} facets={facets} query={query} total={page.total} />
        <section aria-labelledby="listing-results">
          <Inline space="small" align="spaceBetween" alignY="center" marginBlockEnd="medium">
            <p id="listing-results" role="status">
              {t('plp.results', { count: formatNumber(page.total, language) })}
            </p>
            <ListingSort query={query} />
          </Inline>
          {page.products.length ? (
            <>
              {/* The tiles' h3 titles need an h2 above them; on narrow screens the filter
                  panel (and its h2) is behind a button. */}
              <h2 className={styles.visuallyHidden}>{t('plp.products')}</h2>
              <ProductGrid
                products={page.products}
                language={language}
                label={title}
                priorityCount={FIRST_SCREEN_TILES}
              />
            </>
          ) : (
            <p>{t('plp.noResults')}</p>
          )}
          <Pagination
            page={page.page}
            pageCount={totalPages}
            hrefFor={(target) => `${location.pathname}${listingSearch({ ...query, page: target })}`}
            label={t('plp.pagination')}
            previousLabel={t('plp.previous')}
            nextLabel={t('plp.next')}
            pageLabel={t('plp.page', { page: '{page}' })}
          />
        </section>
      </div>
    </div>
  );
}
