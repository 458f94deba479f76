import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { Breadcrumbs, EmptyState, Heading, Link } from '@snackshop/ui-kit';
import * as catalogue from '../../catalogue/catalogue.css';
import { metaText, pageMeta } from '../../seo/meta';
import type { GiftCardFormAnswer } from './giftCards.action.server';
import { GiftCardForm } from './GiftCardForm';
import * as styles from './giftCards.css';
import type { GiftCard } from '@snackshop/commerce-core/contract';
import type { GiftCardsData } from './types';
import type { giftCardsLoader } from './giftCards.server';

export const giftCardsMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('giftCards.title'),
    description: t('giftCards.intro'),
    path: '/gift-cards',
  });
};

/** One gift card: its picture, what it is, how it is delivered, and its order form. */
function GiftCardOffer({
  card,
  language,
  answer,
}: {
  card: GiftCard;
  language: GiftCardsData['language'];
  answer: GiftCardFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const headingId = `giftcard-${card.slug}`;
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
        <GiftCardForm card={card} language={language} answer={answer} />
      </article>
    </li>
  );
}

/**
 * `/gift-cards`: the physical and the e-gift card, each with the amounts it comes in and a
 * form that puts it in the cart (docs/decisions/0009-gift-card-cart-lines.md).
 */
export function GiftCardsPage() {
  const { giftCards, language } = useLoaderData<typeof giftCardsLoader>();
  // A form posted without scripts that the action refused (its messages at its fields).
  const answer = useActionData<GiftCardFormAnswer>();
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
            <GiftCardOffer
              key={card.giftCardId}
              card={card}
              language={language}
              answer={answer?.giftCardId === String(card.giftCardId) ? answer : undefined}
            />
          ))}
        </ul>
      )}
      <p>
        {t('giftCards.help')} <Link href="/contact-us">{t('contact.title')}</Link>
      </p>
    </div>
  );
}
