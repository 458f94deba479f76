import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  isGiftCardLine,
  isMultipackLine,
  lineKey,
  lineTotal,
  MAX_GIFT_CARD_QUANTITY,
  type CartLine,
  type GiftCardCartLine,
} from '@snackshop/commerce-core/cart';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { pushToDataLayer, removeFromCartEvent } from '@snackshop/commerce-core/tracking';
import { useCartStore, useConfigStore, useLineTitles } from '@snackshop/commerce-hooks';
import { Button, Price, QuantityStepper, VisuallyHidden } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import { cartLineItem } from '../../tracking/cartLineItem';
import { readConsent } from '../../tracking/consentReader';
import * as styles from './cart.css';
import { lineUnavailableForZip } from './cartLines';

/**
 * What a gift-card line holds: how it is delivered and, for an e-gift card, who it is for
 * and the message (the mini cart leaves the message out).
 */
function GiftCardDetails({
  line,
  title,
  compact,
}: {
  line: GiftCardCartLine;
  title: string;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const recipient = line.recipient;
  const name = [recipient?.firstName, recipient?.lastName].filter(Boolean).join(' ');
  return (
    <ul
      className={styles.packList}
      aria-label={t('cart.giftCardDetails', { title })}
      data-gift-card-line
    >
      <li>
        {line.giftCardKind === 'e-gift' ? t('cart.giftCardEGift') : t('cart.giftCardPhysical')}
      </li>
      {recipient && (
        <li>
          {t('cart.giftCardTo', {
            recipient: name ? `${name} (${recipient.recipientEmail})` : recipient.recipientEmail,
          })}
        </li>
      )}
      {recipient?.giftMessage && !compact && (
        <li>{t('cart.giftCardMessage', { message: recipient.giftMessage })}</li>
      )}
    </ul>
  );
}

/**
 * The cart's lines: title, line amount, a QuantityStepper and Remove. A multipack lists its
 * packs; a gift card says how it is delivered and who it is for; one the shop can no longer supply shows the catalogue's "click Edit and replace"
 * message with Edit, which loads the mix into the builder. `compact` is the mini cart's form.
 */
export const CartLines = observer(function CartLines({
  unavailableIds,
  zipUnavailable = [],
  compact = false,
}: {
  unavailableIds: readonly string[];
  zipUnavailable?: readonly string[];
  compact?: boolean;
}) {
  const cart = useCartStore();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useLineTitles();
  const locale = localeOf(language);
  const remove = (line: CartLine) => {
    cart.removeItem(lineKey(line));
    pushToDataLayer(removeFromCartEvent(cartLineItem(line), line.quantity), {
      consent: readConsent(),
    });
  };
  return (
    <ul className={styles.lines} aria-label={t('cart.lines')}>
      {cart.cartItems.map((line) => {
        const id = lineKey(line);
        const multipack = isMultipackLine(line);
        const title = names.title(line);
        return (
          <li key={id} className={styles.line} data-line={id}>
            <div className={styles.lineText}>
              <p className={styles.lineTitle}>{title}</p>
              {multipack && !compact && (
                <ul className={styles.packList} aria-label={t('cart.packsOf', { title })}>
                  {line.multipackList.map((item) => (
                    <li key={item.productId}>
                      {item.quantity} × {names.itemTitle(line, item)}
                    </li>
                  ))}
                </ul>
              )}
              {isGiftCardLine(line) && (
                <GiftCardDetails line={line} title={title} compact={compact} />
              )}
              {multipack && unavailableIds.includes(id) && (
                <div role="alert" className={styles.alert}>
                  <p>{formatMessage('multipackItemUnavailable', language)}</p>
                  <Button
                    size="small"
                    variant="outline"
                    onClick={() => {
                      cart.editMultipack(id);
                      cart.setMiniCartOpen(false);
                      void navigate('/varietypack/customize');
                    }}
                  >
                    {t('cart.edit')}
                  </Button>
                </div>
              )}
              {!multipack && unavailableIds.includes(id) && (
                <p role="alert" className={styles.alert}>
                  {formatMessage('productUnavailable', language)}
                </p>
              )}
              {lineUnavailableForZip(line, zipUnavailable) && (
                <p role="alert" className={styles.alert} data-zip-unavailable={id}>
                  {formatMessage('zipNotServiceable', language)}
                </p>
              )}
            </div>
            {line.isFreeSample ? (
              <p data-free-sample={id}>{t('cart.free')}</p>
            ) : (
              <Price cents={lineTotal(line)} locale={locale} />
            )}
            {line.isFreeSample ? (
              <p>{t('cart.freeSample')}</p>
            ) : (
              <QuantityStepper
                value={line.quantity}
                min={1}
                max={
                  isGiftCardLine(line)
                    ? MAX_GIFT_CARD_QUANTITY
                    : multipack
                      ? 99
                      : Math.max(1, Math.min(99, line.availableQty ?? 99))
                }
                onChange={(quantity) => cart.updateQuantity(id, quantity)}
                label={t('cart.quantityOf', { title })}
                decreaseLabel={t('tile.decreaseQuantity')}
                increaseLabel={t('tile.increaseQuantity')}
              />
            )}
            <Button variant="ghost" size="small" onClick={() => remove(line)}>
              {t('cart.remove')}
              <VisuallyHidden> {title}</VisuallyHidden>
            </Button>
          </li>
        );
      })}
    </ul>
  );
});
