import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore, useSavedCards, type PlacedOrder } from '@snackshop/commerce-hooks';
import { ApplePayButton } from './ApplePayButton';
import { CardMethod } from './CardMethod';
import * as styles from './checkout.css';
import { FreePackChoice } from './FreePackChoice';
import { GooglePayButton } from './GooglePayButton';
import type { HostedCardFieldsHandle } from './HostedCardFields';
import {
  PaymentMethodChoice,
  shownMethod,
  type PaymentMethod,
  type WalletChoice,
} from './PaymentMethodChoice';
import { PaymentSessionDialog } from './PaymentSessionDialog';
import { PayPalButton } from './PayPalButton';
import { chosenSavedCard } from './savedCards';
import { useCardOrder } from './useCardOrder';
import { useCardSession } from './useCardSession';
import { usePaymentSubmit } from './usePaymentSubmit';
import { useSavedCardInfo } from './useSavedCardInfo';
import { useApplePayOffer, useGooglePayOffer } from './useWalletOffers';

/**
 * Step 1 (activeForm 1): pay by card, PayPal, Apple Pay or Google Pay (each wallet where its
 * flag is on and the browser or its client can pay). capturecontext starts the payment
 * session (SPEC section 4) and gives the hosted card fields; the session warns before it
 * ends, can be extended (a renewed capture context handed to the same fields) and, once
 * expired, is loaded again. A signed-in customer with saved cards pays with one of them (the
 * fields then ask for its security code only) or with a new card, which they may save.
 * Every method places the order through submittedorder with an Idempotency-Key made once
 * for the attempt; a refusal shows its message and the step stays open for another try.
 */
export const PaymentStep = observer(function PaymentStep({
  paymentFieldsOrigin,
  googlePayScriptUrl,
  totalCents,
  onPlaced,
}: {
  paymentFieldsOrigin: string;
  /** The Google Pay JS client's URL (loaded here only), or null when none is offered. */
  googlePayScriptUrl: string | null;
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
  const googlePay = useGooglePayOffer(googlePayScriptUrl);
  const wallets: WalletChoice[] = [
    ...(applePay ? (['applePay'] as const) : []),
    ...(googlePay ? (['googlePay'] as const) : []),
  ];
  const shown = shownMethod(method, wallets);
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
      <FreePackChoice />
      <PaymentMethodChoice value={shown} wallets={wallets} onChange={setMethod} />
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
      {shown === 'googlePay' && googlePay && (
        <GooglePayButton
          client={googlePay}
          totalCents={totalCents}
          submit={submit}
          onPlaced={finish}
        />
      )}
      <PaymentSessionDialog onExtend={extendSession} onExpired={sessionExpired} />
    </div>
  );
});
