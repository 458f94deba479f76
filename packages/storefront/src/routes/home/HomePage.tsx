import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  useLoaderData,
  useRouteLoaderData,
  type MetaFunction,
} from 'react-router';
import { Heading, Inline } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { FIRST_SCREEN_TILES, ProductGrid } from '../../catalogue/ProductGrid';
import { RecentlyViewed } from '../../catalogue/RecentlyViewed';
import type { ShellData } from '../../site/shellData';
import type { Banner } from '@snackshop/commerce-core/contract';
import { JsonLd } from '../../seo/JsonLd';
import { organizationJsonLd, webSiteJsonLd } from '../../seo/jsonLd';
import { metaText, pageMeta } from '../../seo/meta';
import type { homeLoader } from './home.server';

export const homeMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, { title: t('home.title'), description: t('home.description'), path: '/' });
};

function BannerCard({
  banner,
  headingLevel,
  priority = false,
  cta = false,
}: {
  banner: Banner;
  headingLevel: 2 | 3;
  /** The hero: the page's largest paint, so its image loads first rather than lazily. */
  priority?: boolean;
  /** The page's call to action: its link drawn as the main button. */
  cta?: boolean;
}) {
  const Title = `h${headingLevel}` as const;
  return (
    <article className={styles.banner}>
      <img
        className={styles.bannerImage}
        src={banner.image.tile}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
      <Title>{banner.title}</Title>
      <p>{banner.subtitle}</p>
      <RouterLink to={banner.href} className={cta ? styles.ctaLink : styles.chipLink}>
        {banner.ctaLabel}
      </RouterLink>
    </article>
  );
}

/** The home page. */
export function HomePage() {
  const home = useLoaderData<typeof homeLoader>();
  const { t } = useTranslation();
  const siteName = useRouteLoaderData<ShellData>('root')?.site.name ?? '';
  const hero = home.heroBanners[0];
  return (
    <>
      <JsonLd data={organizationJsonLd(home.siteUrl, siteName)} />
      <JsonLd data={webSiteJsonLd(home.siteUrl, siteName, home.language)} />
      <div className={styles.homeIntro}>
        <Heading level="1">{t('home.title')}</Heading>
        {hero && (
          <section aria-label={hero.title}>
            <BannerCard banner={hero} headingLevel={2} priority cta />
          </section>
        )}
      </div>
      <section className={styles.section} aria-labelledby="home-bestsellers">
        <Heading level="2" id="home-bestsellers">
          {t('home.bestSellers')}
        </Heading>
        <ProductGrid
          products={home.bestSellers}
          language={home.language}
          priorityCount={FIRST_SCREEN_TILES}
        />
      </section>
      {home.promotionTiles.length > 0 && (
        <section className={styles.section} aria-labelledby="home-promotions">
          <Heading level="2" id="home-promotions">
            {t('home.promotions')}
          </Heading>
          <div className={styles.twoColumns}>
            {home.promotionTiles.map((tile) => (
              <BannerCard key={tile.id} banner={tile} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
      <section className={styles.section} aria-labelledby="home-staffpicks">
        <Heading level="2" id="home-staffpicks">
          {t('home.staffPicks')}
        </Heading>
        <ProductGrid products={home.staffPicks} language={home.language} />
      </section>
      <section className={styles.section} aria-labelledby="home-categories">
        <Heading level="2" id="home-categories">
          {t('home.shopByCategory')}
        </Heading>
        <div className={styles.twoColumns}>
          {home.parentCategories.map((category) => {
            const group = home.productGroups.find((candidate) => candidate.slug === category.slug);
            return (
              <div key={category.slug}>
                <Heading level="3">
                  <RouterLink to={category.href}>{category.name}</RouterLink>
                </Heading>
                {group && (
                  <Inline component="ul" space="small">
                    {group.productTypes.map((type) => (
                      <li key={type.slug}>
                        <RouterLink to={type.href} className={styles.chipLink}>
                          {type.name}
                        </RouterLink>
                      </li>
                    ))}
                  </Inline>
                )}
              </div>
            );
          })}
        </div>
        {home.subCategories.length > 0 && (
          <Inline component="ul" space="small" aria-label={t('home.categories')}>
            {home.subCategories.map((sub) => (
              <li key={sub.slug}>
                <RouterLink to={sub.href} className={styles.chipLink}>
                  {sub.name}
                </RouterLink>
              </li>
            ))}
          </Inline>
        )}
        {home.categoryBanners.length > 0 && (
          <div className={styles.twoColumns}>
            {home.categoryBanners.map((banner) => (
              <BannerCard key={banner.id} banner={banner} headingLevel={3} />
            ))}
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="home-brands">
        <Heading level="2" id="home-brands">
          {t('home.shopByBrand')}
        </Heading>
        <Inline component="ul" space="small">
          {home.brands.map((brand) => (
            <li key={brand.slug}>
              <RouterLink to={brand.href} className={styles.chipLink}>
                {brand.name}
              </RouterLink>
            </li>
          ))}
        </Inline>
      </section>
      <RecentlyViewed language={home.language} />
    </>
  );
}
