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
import { ServerHtml, usePartData } from '../../shell/ServerHtml';
import type { homeLoader } from './home.server';
import { HOME_PARTS, HOME_PARTS_DATA, type HomeCategories } from './types';

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

/** Shop By Category: each parent category with its product types, subcategories, banners. */
function CategoriesSection({ categories }: { categories: HomeCategories }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <Heading level="2" id="home-categories">
        {t('home.shopByCategory')}
      </Heading>
      <div className={styles.twoColumns}>
        {categories.parentCategories.map((category) => {
          const group = categories.productGroups.find(
            (candidate) => candidate.slug === category.slug,
          );
          return (
            <div key={category.slug}>
              <Heading level="3">
                <RouterLink to={category.href}>{category.name}</RouterLink>
              </Heading>
              {group && <ChipLinks links={group.productTypes} />}
            </div>
          );
        })}
      </div>
      {categories.subCategories.length > 0 && (
        <ChipLinks links={categories.subCategories} label={t('home.categories')} />
      )}
      {categories.categoryBanners.length > 0 && (
        <div className={styles.twoColumns}>
          {categories.categoryBanners.map((banner) => (
            <BannerCard key={banner.id} banner={banner} headingLevel={3} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A row of links drawn as chips (product types, subcategories, brands). */
function ChipLinks({
  links,
  label,
}: {
  links: readonly { slug: string; href: string; name: string }[];
  label?: string;
}) {
  return (
    <Inline component="ul" space="small" aria-label={label}>
      {links.map((link) => (
        <li key={link.slug}>
          <RouterLink to={link.href} className={styles.chipLink}>
            {link.name}
          </RouterLink>
        </li>
      ))}
    </Inline>
  );
}

/**
 * The home page. The hero, promotions, categories and brands are `ServerHtml`: on a page
 * load the browser keeps the server's HTML of them (decision 0055); the product grids hydrate.
 */
export function HomePage() {
  const home = useLoaderData<typeof homeLoader>();
  const parts = usePartData(HOME_PARTS_DATA, home.parts);
  const { t } = useTranslation();
  const siteName = useRouteLoaderData<ShellData>('root')?.site.name ?? '';
  return (
    <>
      <JsonLd data={organizationJsonLd(home.siteUrl, siteName)} />
      <JsonLd data={webSiteJsonLd(home.siteUrl, siteName, home.language)} />
      <div className={styles.homeIntro}>
        <Heading level="1">{t('home.title')}</Heading>
        <ServerHtml name={HOME_PARTS.hero} data={parts?.hero}>
          {(hero) =>
            hero && (
              <section aria-label={hero.title}>
                <BannerCard banner={hero} headingLevel={2} priority cta />
              </section>
            )
          }
        </ServerHtml>
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
      <ServerHtml name={HOME_PARTS.promotions} data={parts?.promotionTiles}>
        {(tiles) =>
          tiles.length > 0 && (
            <section className={styles.section} aria-labelledby="home-promotions">
              <Heading level="2" id="home-promotions">
                {t('home.promotions')}
              </Heading>
              <div className={styles.twoColumns}>
                {tiles.map((tile) => (
                  <BannerCard key={tile.id} banner={tile} headingLevel={3} />
                ))}
              </div>
            </section>
          )
        }
      </ServerHtml>
      <section className={styles.section} aria-labelledby="home-staffpicks">
        <Heading level="2" id="home-staffpicks">
          {t('home.staffPicks')}
        </Heading>
        <ProductGrid products={home.staffPicks} language={home.language} />
      </section>
      <ServerHtml name={HOME_PARTS.categories} data={parts?.categories}>
        {(categories) => <CategoriesSection categories={categories} />}
      </ServerHtml>
      <ServerHtml name={HOME_PARTS.brands} data={parts?.brands}>
        {(brands) => (
          <section className={styles.section} aria-labelledby="home-brands">
            <Heading level="2" id="home-brands">
              {t('home.shopByBrand')}
            </Heading>
            <ChipLinks links={brands} />
          </section>
        )}
      </ServerHtml>
      <RecentlyViewed language={home.language} />
    </>
  );
}
