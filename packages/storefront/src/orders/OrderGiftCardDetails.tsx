import { useTranslation } from 'react-i18next';
import type { OrderLineView } from '@snackshop/commerce-core/contract';
import * as styles from './orderGiftCard.css';

/** A gift-card line of a placed order as the order view answers it. */
export type OrderLineGiftCard = NonNullable<OrderLineView['giftCard']>;

/**
 * Under a gift-card line of a placed order (thank-you page, Order Lookup): how the card is
 * delivered and, for an e-gift card, who it is for and the message. Same words as the cart.
 */
export function OrderGiftCardDetails({
  title,
  giftCard,
}: {
  title: string;
  giftCard: OrderLineGiftCard;
}) {
  const { t } = useTranslation();
  const recipient = giftCard.recipient;
  const name = [recipient?.firstName, recipient?.lastName].filter(Boolean).join(' ');
  return (
    <ul
      className={styles.details}
      aria-label={t('cart.giftCardDetails', { title })}
      data-gift-card-line
    >
      <li>{giftCard.kind === 'e-gift' ? t('cart.giftCardEGift') : t('cart.giftCardPhysical')}</li>
      {recipient && (
        <li data-gift-card-recipient>
          {t('cart.giftCardTo', {
            recipient: name ? `${name} (${recipient.recipientEmail})` : recipient.recipientEmail,
          })}
        </li>
      )}
      {recipient?.giftMessage && (
        <li>{t('cart.giftCardMessage', { message: recipient.giftMessage })}</li>
      )}
    </ul>
  );
}
