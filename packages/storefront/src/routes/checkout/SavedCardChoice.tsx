import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@snackshop/commerce-hooks';
import { RadioGroup, VisuallyHidden } from '@snackshop/ui-kit';
import { cardBrandName } from '../../orders/cardBrand';
import { NEW_CARD, lastFour } from './savedCards';

/**
 * A saved card as the shopper recognises it: brand and last four digits ("Visa •••• 4242",
 * read as "Visa ending in 4242"), one piece of text, so that a label laid out as a flex box
 * keeps it on one line.
 */
function SavedCardName({ card }: { card: SavedCard }) {
  const { t } = useTranslation();
  return (
    <span>
      {cardBrandName(card.cardType)} <span aria-hidden="true">•••• </span>
      <VisuallyHidden>{t('checkout.cardEndingIn')} </VisuallyHidden>
      {lastFour(card.cardNumberMask)}
    </span>
  );
}

/**
 * The signed-in customer's choice of card: one of their saved cards, with its expiry, or a
 * new card. `value` is a saved card's id or `NEW_CARD`.
 */
export function SavedCardChoice({
  cards,
  value,
  onChange,
}: {
  cards: readonly SavedCard[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={t('checkout.cardToUse')}
      name="savedCard"
      value={value}
      onValueChange={onChange}
      options={[
        ...cards.map((card) => ({
          value: card.id,
          label: <SavedCardName card={card} />,
          ...(card.expDate ? { hint: t('checkout.cardExpires', { date: card.expDate }) } : {}),
        })),
        { value: NEW_CARD, label: t('checkout.newCard') },
      ]}
    />
  );
}
