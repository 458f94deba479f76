import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { Banner, Breadcrumbs, Heading } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { ShopProducts } from '../../catalogue/ShopProducts';
import { pageMeta } from '../../seo/meta';
import type { flavorDropLoader } from './flavorDrop.server';
import type { FlavorDropData } from './types';

export const flavorDropMeta: MetaFunction = (args) => {
  const drop = args.data as FlavorDropData | undefined;
  // No drop running: the error boundary titles the not-found page.
  if (!drop) return [];
  return pageMeta(args, {
    title: drop.event.title,
    description: drop.event.description,
    path: '/flavor-drop',
  });
};

/**
 * `/flavor-drop`: the current flavor drop (the shop event flavorDropShopPimId names) as
 * tiles that add to the cart like any product, with the Tangy Pickle giveaway message while
 * enableTangyPickleGiveAwayMessage is on.
 */
export function FlavorDropPage() {
  const { event, page, giveaway, language } = useLoaderData<typeof flavorDropLoader>();
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: event.title }]}
      />
      <Heading level="1">{event.title}</Heading>
      <p>{event.description}</p>
      {giveaway && (
        <Banner
          tone="accent"
          eyebrow={t('flavorDrop.giveawayEyebrow')}
          title={t('flavorDrop.giveawayTitle')}
          text={t('flavorDrop.giveawayText')}
        />
      )}
      <ShopProducts
        page={page}
        language={language}
        path="/flavor-drop"
        label={event.title}
        emptyTitle={t('flavorDrop.empty')}
      />
    </div>
  );
}
