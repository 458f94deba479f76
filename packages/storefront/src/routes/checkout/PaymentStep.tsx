import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore, useSavedCards, type PlacedOrder } from '@snackshop/commerce-hooks';
import { ApplePayButton } from './ApplePayButton';
import { CardMethod } from './CardMethod';
import * as styles from './checkout.css';
import type { HostedCardFieldsHandle } from './HostedCardFields';
import { PaymentMethodChoice, type PaymentMethod } from './PaymentMethodChoice';
import { PaymentSessionDialog } from './PaymentSessionDialog';
import { PayPalButton } from './PayPalButton';
import { chosenSavedCard } from './savedCards';
import { useApplePayOffer } from './useApplePayOffer';
import { useCardOrder } from './useCardOrder';
import { useCardSession } from './useCardSession';
import { usePaymentSubmit } from './usePaymentSubmit';
import { useSavedCardInfo } from './useSavedCardInfo';

/**
 * Step 1 (activeForm 1): pay by card, PayPal or Apple Pay. capturecontext starts the payment
 * session (SPEC section 4) and gives the hosted card fields; the session warns before it
 * ends, can be extended (a renewed capture context handed to the same fields) and, once
 * expired, is loaded again. A signed-in customer with saved cards pays with one of them (the
 * fields then ask for its security code only) or with a new card, which they may save.
 * Every method places the order through submittedorder with an Idempotency-Key made once
 * for the attempt; a refusal shows its message and the step stays open for another try.
 */
export const PaymentStep = observer(function PaymentStep({
  paymentFieldsOrigin,
  totalCents,
  onPlaced,
}: {
  paymentFieldsOrigin: string;
  /** The server's total for this order, once validateOrder answered. */
  totalCents: number | null;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const checkout = useCheckoutStore();
  const { cards } = useSavedCards();
  const { t } = useTranslation();
  const fields = useRef<HostedCardFieldsHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const { payWithSavedCard, cardInfo } = checkout.paymentInfo;
  const savedCard = chosenSavedCard(cards, cardChoice, {
    payWithSavedCard,
    sequence: cardInfo.sequence,
    cardNumberMask: cardInfo.cardNumberMask,
  });
  const applePay = useApplePayOffer();
  const shown: PaymentMethod = method === 'applePay' && !applePay ? 'card' : method;
  const session = useCardSession(paymentFieldsOrigin, fields, savedCard?.id ?? null);
  const { notice, setNotice, submit, finish } = usePaymentSubmit(onPlaced);
  const card = useCardOrder({
    fields,
    savedCard,
    submit,
    onPlaced: finish,
    onStart: () => setNotice(null),
  });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useSavedCardInfo(cards, savedCard);

  const chooseCard = (value: string) => {
    setCardChoice(value);
    card.clearError();
  };

  const extendSession = async (): Promise<boolean> => {
    const extended = await session.extend();
    if (extended) setNotice(t('checkout.sessionExtended'));
    return extended;
  };

  const sessionExpired = () => {
    checkout.handlePaymentSessionExpired();
    card.clearError();
    setNotice(t(savedCard ? 'checkout.cvvExpired' : 'checkout.cardExpired'));
  };

  return (
    <div className={styles.column}>
      <h3 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {t('checkout.paymentTitle')}
      </h3>
      <PaymentMethodChoice value={shown} offerApplePay={applePay !== null} onChange={setMethod} />
      <div role="status" className={styles.column} data-payment-notice>
        {notice && <p className={styles.status}>{notice}</p>}
      </div>
      {/* The card fields stay loaded behind the other methods, so the session keeps them. */}
      <CardMethod
        hidden={shown !== 'card'}
        fields={fields}
        cards={cards}
        savedCard={savedCard}
        onChooseCard={chooseCard}
        session={session}
        card={card}
      />
      {shown === 'paypal' && (
        <PayPalButton apiOrigin={paymentFieldsOrigin} submit={submit} onPlaced={finish} />
      )}
      {shown === 'applePay' && applePay && (
        <ApplePayButton
          session={applePay}
          totalCents={totalCents}
          submit={submit}
          onPlaced={finish}
        />
      )}
      <PaymentSessionDialog onExtend={extendSession} onExpired={sessionExpired} />
    </div>
  );
});
