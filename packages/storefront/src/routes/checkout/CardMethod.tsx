import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { useUserStore, type SavedCard } from '@snackshop/commerce-hooks';
import { CardPayment } from './CardPayment';
import * as styles from './checkout.css';
import type { HostedCardFieldsHandle } from './HostedCardFields';
import { SavedCardChoice } from './SavedCardChoice';
import { NEW_CARD } from './savedCards';
import type { useCardOrder } from './useCardOrder';
import type { useCardSession } from './useCardSession';

/**
 * Paying by card on the payment step: the choice of a saved card (when the customer has
 * any) or a new one, and the hosted card fields with Place order. `hidden` keeps it loaded
 * behind the other methods.
 */
export const CardMethod = observer(function CardMethod({
  hidden,
  fields,
  cards,
  savedCard,
  onChooseCard,
  session,
  card,
}: {
  hidden: boolean;
  fields: RefObject<HostedCardFieldsHandle | null>;
  cards: readonly SavedCard[];
  savedCard: SavedCard | null;
  onChooseCard: (value: string) => void;
  session: ReturnType<typeof useCardSession>;
  card: ReturnType<typeof useCardOrder>;
}) {
  const user = useUserStore();
  return (
    <div hidden={hidden}>
      <div className={styles.column}>
        {cards.length > 0 && (
          <SavedCardChoice
            cards={cards}
            value={savedCard?.id ?? NEW_CARD}
            onChange={onChooseCard}
          />
        )}
        <CardPayment
          fields={fields}
          src={session.src}
          securityCodeOnly={savedCard !== null}
          offerSave={user.isAuthenticated}
          loadError={session.loadError}
          onRetry={session.retry}
          error={card.error}
          busy={card.busy}
          onPlaceOrder={() => void card.placeOrder()}
        />
      </div>
    </div>
  );
});
