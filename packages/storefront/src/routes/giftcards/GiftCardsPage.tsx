import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { Badge, Breadcrumbs, EmptyState, Heading, Link } from '@snackshop/ui-kit';
import * as catalogue from '../../catalogue/catalogue.css';
import { formatMoney } from '../../i18n/format';
import { titleFrom } from '../meta';
import * as styles from './giftCards.css';
import type { GiftCard, GiftCardsData } from './types';

export const giftCardsMeta: MetaFunction = (args) => [
  { title: titleFrom(args, 'giftCards.title') },
];

/**
 * One gift card with its amounts as the API gives them. The cart cannot take it yet: the
 * API's cart lines are products, bundles and multipacks only, so shippingcharge and
 * savecartwebdata would refuse a gift-card line. Rather than a button that fails, the card
 * says adding is coming soon; when the pricing takes gift-card lines, an amount picker that
 * calls the CartStore replaces this note.
 */
function GiftCardOffer({
  card,
  language,
}: {
  card: GiftCard;
  language: GiftCardsData['language'];
}) {
  const { t } = useTranslation();
  const headingId = `giftcard-${card.slug}`;
  const amountsId = `${headingId}-amounts`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId} data-gift-card={card.kind}>
        <img
          className={styles.image}
          src={card.image.tile}
          alt=""
          width={400}
          height={400}
          decoding="async"
        />
        <Heading level="2" id={headingId}>
          {card.title}
        </Heading>
        <p>{card.description}</p>
        <p className={catalogue.muted}>
          {card.requiresRecipientEmail ? t('giftCards.byEmail') : t('giftCards.byMail')}
        </p>
        <Heading level="4" component="h3" id={amountsId}>
          {t('giftCards.amounts')}
        </Heading>
        <ul className={styles.amounts} aria-labelledby={amountsId}>
          {card.amountsCents.map((cents) => (
            <li key={cents} className={styles.amount}>
              {formatMoney(cents, language)}
            </li>
          ))}
        </ul>
        <div className={styles.comingSoon}>
          <Badge tone="accent">{t('giftCards.comingSoon')}</Badge>
          <p>{t('giftCards.comingSoonText')}</p>
        </div>
      </article>
    </li>
  );
}

/** `/gift-cards`: the physical and the e-gift card, each with the amounts it comes in. */
export function GiftCardsPage() {
  const { giftCards, language } = useLoaderData<GiftCardsData>();
  const { t } = useTranslation();
  return (
    <div className={catalogue.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: t('giftCards.title') }]}
      />
      <Heading level="1">{t('giftCards.title')}</Heading>
      <p>{t('giftCards.intro')}</p>
      {giftCards.length === 0 ? (
        <EmptyState headingElement="h2" title={t('giftCards.empty')} />
      ) : (
        <ul className={styles.cards} aria-label={t('giftCards.title')}>
          {giftCards.map((card) => (
            <GiftCardOffer key={card.giftCardId} card={card} language={language} />
          ))}
        </ul>
      )}
      <p>
        {t('giftCards.help')} <Link href="/contact-us">{t('contact.title')}</Link>
      </p>
    </div>
  );
}
