import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { useWithStores } from '@snackshop/commerce-hooks';
import { Button, EmptyState, Inline, VisuallyHidden } from '@snackshop/ui-kit';
import { AccountLayout } from './AccountLayout';
import { cardBrand, lastFour } from '../../site/accountFormat';
import type { AccountFormResult } from './account.server';
import { accountMeta } from './accountMeta';
import { FormMessage } from '../../forms/FormMessage';
import * as styles from './myaccount.css';
import type { cardsLoader } from './cards.server';

export const cardsMeta: MetaFunction = accountMeta('myaccount.cards.title');

/**
 * `/profile/cards` (SPEC section 3 saved payment cards): each card by brand, last four digits
 * and expiry (never the number, which the shop never has), and a button to forget it. Cards
 * are kept by ticking "save this card" at checkout.
 */
export function CardsPage() {
  const page = useLoaderData<typeof cardsLoader>();
  const result = useActionData<AccountFormResult>();
  const navigation = useNavigation();
  const withStores = useWithStores();
  const { t } = useTranslation();

  useEffect(() => {
    if (result?.status === 'done') withStores((store) => void store.user.loadCustomer());
  }, [result, withStores]);

  return (
    <AccountLayout title={t('myaccount.cards.title')}>
      <FormMessage result={result} />
      {page.cards.length === 0 ? (
        <EmptyState
          headingElement="h2"
          title={t('myaccount.cards.empty')}
          description={t('myaccount.cards.emptyBody')}
        />
      ) : (
        <ul className={styles.cards} aria-label={t('myaccount.cards.list')}>
          {page.cards.map((card) => {
            const name = t('myaccount.cards.name', {
              brand: cardBrand(card.cardType),
              last4: lastFour(card),
            });
            return (
              <li key={card.id} className={styles.card} data-card={card.id}>
                <h2 className={styles.cardHeading}>
                  {cardBrand(card.cardType)} <span aria-hidden="true">{card.cardNumberMask}</span>
                  <VisuallyHidden>
                    {t('myaccount.cards.ending', { last4: lastFour(card) })}
                  </VisuallyHidden>
                </h2>
                <p className={styles.muted}>
                  {t('myaccount.cards.expires', { date: card.expDate })}
                </p>
                <Inline component={Form} method="post" space="small" alignY="center">
                  <input type="hidden" name="id" value={card.id} />
                  <Button
                    type="submit"
                    variant="ghost"
                    tone="critical"
                    size="small"
                    loading={
                      navigation.state === 'submitting' &&
                      navigation.formData?.get('id') === card.id
                    }
                  >
                    {t('myaccount.delete')}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                </Inline>
              </li>
            );
          })}
        </ul>
      )}
    </AccountLayout>
  );
}
