import { useTranslation } from 'react-i18next';
import type { Language } from '@snackshop/commerce-core/language';
import { localized } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { US_STATES } from '@snackshop/commerce-core/validation';
import {
  Button,
  Checkbox,
  CheckboxField,
  Heading,
  Select,
  TextArea,
  TextField,
} from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import { OrderTotalsSummary } from '../../orders/OrderTotals';
import { cardBrandName } from '../../orders/cardBrand';
import { usePaymentLine } from '../../orders/paymentLine';
import { BreakableEmail } from '../../shell/BreakableEmail';
import { EmptyCart } from '../../shell/EmptyCart';
import * as styles from './checkout.css';
import type { CheckoutErrors } from './checkoutRequest';
import { checkoutPath } from './checkoutPath';
import type {
  CheckoutFormAnswer,
  ServerCheckout as ServerCheckoutData,
} from './serverCheckout.server';
import type { ShippingFormValues } from './shippingForm';

/**
 * The checkout for a browser whose scripts do not run (decision 0054): the shipping step, the
 * payment step (the processor's card page or PayPal's) and the review with Place order, as
 * plain forms posting to `/checkout`, beside the cart and the API's amounts. Rendered inside
 * <noscript>, so a browser running scripts never shows it.
 */
export function ServerCheckout({
  checkout,
  answer,
  language,
}: {
  checkout: ServerCheckoutData | null;
  answer: CheckoutFormAnswer | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  if (!checkout) return <EmptyCart />;
  const locale = localeOf(language);
  const shippingAnswer = answer?.form === 'shipping' ? answer : undefined;
  return (
    <div className={styles.page}>
      <section className={styles.column} aria-labelledby="server-checkout-step">
        <p className={styles.status}>
          {t('checkout.stepOf', { n: checkout.step === 'shipping' ? 1 : 2, total: 2 })}
        </p>
        {checkout.step === 'shipping' ? (
          <ShippingForm
            values={shippingAnswer?.values ?? checkout.values}
            errors={shippingAnswer?.errors ?? checkout.errors}
            message={shippingMessage(shippingAnswer ?? checkout, t('checkout.fixErrors'))}
            language={language}
          />
        ) : (
          <PaymentSection checkout={checkout} answer={answer} language={language} />
        )}
      </section>
      <aside className={styles.column} aria-label={t('checkout.summaryRegion')}>
        <Heading level="2">{t('checkout.items')}</Heading>
        <ul className={styles.summary}>
          {checkout.lines.map((line) => (
            <li key={line.id}>
              {line.title} · {t('checkout.quantity', { quantity: line.quantity })}
            </li>
          ))}
        </ul>
        <OrderTotalsSummary
          totals={checkout.totals}
          subtotalCents={checkout.subtotalCents}
          locale={locale}
        />
        <a href={language === 'es-us' ? '/cart?lang=es-us' : '/cart'} className={styles.link}>
          {t('checkout.backToCart')}
        </a>
      </aside>
    </div>
  );
}

/** Step 1: contact, shipping and (when different) billing address, gift options. */
function ShippingForm({
  values,
  errors,
  message,
  language,
}: {
  values: ShippingFormValues;
  errors: CheckoutErrors;
  message: string | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const text = (name: string, label: string, autoComplete?: string, type?: 'email' | 'tel') => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
    />
  );
  return (
    <form method="post" action={checkoutPath(language)} className={styles.form} noValidate>
      <Heading level="2" id="server-checkout-step">
        {t('checkout.stepShipping')}
      </Heading>
      {message && (
        <p role="alert" className={styles.alert}>
          {message}
        </p>
      )}
      <input type="hidden" name="intent" value="shipping" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.contactTitle')}</legend>
        {text('contactInfo.email', t('checkout.email'), 'email', 'email')}
        {text('contactInfo.phoneNumber', t('checkout.phone'), 'tel', 'tel')}
      </fieldset>
      <AddressFieldset kind="shipping" values={values} errors={errors} language={language} />
      <Checkbox
        label={t('checkout.billingSame')}
        name="billingSameShippingFlag"
        defaultChecked={values.billingSameShippingFlag === 'on'}
      />
      <div className={styles.billingWhenDifferent}>
        <AddressFieldset kind="billing" values={values} errors={errors} language={language} />
      </div>
      <Checkbox
        label={t('checkout.gift.isGift')}
        name="giftCard.giftOrder"
        defaultChecked={values['giftCard.giftOrder'] === 'on'}
      />
      <fieldset className={`${styles.fieldset} ${styles.giftWhenGift}`}>
        <legend className={styles.legend}>{t('checkout.gift.title')}</legend>
        <div className={styles.pair}>
          {text('giftCard.firstName', t('checkout.gift.firstName'))}
          {text('giftCard.lastName', t('checkout.gift.lastName'))}
        </div>
        {text('giftCard.recipientEmail', t('checkout.gift.recipientEmail'), 'off', 'email')}
        <TextArea
          label={t('checkout.gift.message')}
          name="giftCard.giftMessage"
          defaultValue={values['giftCard.giftMessage'] ?? ''}
          error={errors['giftCard.giftMessage']}
          rows={3}
        />
        <Checkbox
          label={t('checkout.gift.includesGiftCard')}
          name="giftCard.includesGiftCard"
          defaultChecked={values['giftCard.includesGiftCard'] === 'on'}
        />
      </fieldset>
      <Button type="submit">{t('checkout.continue')}</Button>
    </form>
  );
}

/** One address's fields, named as the API names them (`shipping.zipcode`). */
function AddressFieldset({
  kind,
  values,
  errors,
  language,
}: {
  kind: 'shipping' | 'billing';
  values: ShippingFormValues;
  errors: CheckoutErrors;
  language: Language;
}) {
  const { t } = useTranslation();
  const field = (name: string, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={`${kind}.${name}`}
      autoComplete={`${kind} ${autoComplete}`}
      defaultValue={values[`${kind}.${name}`] ?? ''}
      error={errors[`${kind}.${name}`]}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {t(kind === 'shipping' ? 'checkout.shippingTitle' : 'checkout.billingTitle')}
      </legend>
      <div className={styles.pair}>
        {field('firstName', t('checkout.firstName'), 'given-name')}
        {field('lastName', t('checkout.lastName'), 'family-name')}
      </div>
      {field('address', t('checkout.address'), 'address-line1')}
      {field('addressDetails', t('checkout.addressDetails'), 'address-line2')}
      <div className={styles.triple}>
        {field('city', t('checkout.city'), 'address-level2')}
        <Select
          label={t('checkout.state')}
          name={`${kind}.state`}
          autoComplete={`${kind} address-level1`}
          placeholder={t('checkout.statePlaceholder')}
          options={US_STATES.map((state) => ({
            value: state.code,
            label: localized(state, 'name', language),
          }))}
          defaultValue={values[`${kind}.state`] ?? ''}
          error={errors[`${kind}.state`]}
        />
        {field('zipcode', t('checkout.zipcode'), 'postal-code')}
      </div>
    </fieldset>
  );
}

/** Step 2: where the order goes, then a way to pay or, once paid for, Place order. */
function PaymentSection({
  checkout,
  answer,
  language,
}: {
  checkout: ServerCheckoutData;
  answer: CheckoutFormAnswer | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const { values, payment } = checkout;
  const paymentLine = usePaymentLine(
    payment && payment.method !== 'paypal'
      ? {
          paymentMethod: 'card',
          card: { cardType: payment.cardType, last4: payment.cardNumberMask.slice(-4) },
        }
      : { paymentMethod: payment?.method ?? null },
  );
  const turnedBack = {
    card: t('checkout.cardCancelled'),
    paypal: t('checkout.payPalCancelled'),
    'paypal-refused': formatMessage('declinePayPalNotApproved', language),
  };
  const refusal =
    answer?.form === 'payment'
      ? answer.message
      : checkout.cancelled
        ? turnedBack[checkout.cancelled]
        : null;
  const ship = (name: string) => values[`shipping.${name}`] ?? '';
  return (
    <>
      <Heading level="2" id="server-checkout-step">
        {t('checkout.stepPayment')}
      </Heading>
      <dl className={styles.summary}>
        <dt>{t('checkout.contact')}</dt>
        <dd>
          <BreakableEmail email={values['contactInfo.email'] ?? ''} /> ·{' '}
          {values['contactInfo.phoneNumber']}
        </dd>
        <dt>{t('checkout.shipTo')}</dt>
        <dd>
          {ship('firstName')} {ship('lastName')}, {ship('address')}
          {ship('addressDetails') ? `, ${ship('addressDetails')}` : ''}, {ship('city')},{' '}
          {ship('state')} {ship('zipcode')}
        </dd>
      </dl>
      <a href={checkoutPath(language)} className={styles.link}>
        {t('checkout.edit')}
      </a>
      {refusal && (
        <p role="alert" className={styles.alert}>
          {refusal}
        </p>
      )}
      {checkout.step === 'review' && paymentLine ? (
        <form method="post" action={checkoutPath(language, 'review')} className={styles.payChoice}>
          <input type="hidden" name="intent" value="place" />
          <p>
            {t('checkout.payingWith')} <strong data-payment-line>{paymentLine}</strong>
          </p>
          <a href={checkoutPath(language, 'payment')} className={styles.link}>
            {t('checkout.changePayment')}
          </a>
          {checkout.signedIn && payment?.method === 'card' && (
            <CheckboxField
              label={t('checkout.saveCard')}
              hint={t('checkout.saveCardHint')}
              name="saveNewCard"
            />
          )}
          <Button type="submit">{t('checkout.placeOrder')}</Button>
        </form>
      ) : (
        <PaymentChoices savedCards={checkout.savedCards} language={language} />
      )}
    </>
  );
}

/** The ways to pay: each saved card, a new card on the processor's page, PayPal. */
function PaymentChoices({
  savedCards,
  language,
}: {
  savedCards: ServerCheckoutData['savedCards'];
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <>
      {savedCards.map((card) => (
        <form
          key={card.id}
          method="post"
          action={checkoutPath(language, 'payment')}
          className={styles.payChoice}
        >
          <input type="hidden" name="intent" value="saved-card" />
          <input type="hidden" name="savedCardId" value={card.id} />
          <Button type="submit" variant="outline">
            {t('checkout.payWithSaved', {
              card: t('thankyou.card', {
                cardType: cardBrandName(card.cardType),
                last4: card.cardNumberMask.slice(-4),
              }),
            })}
          </Button>
        </form>
      ))}
      <form method="post" action={checkoutPath(language, 'payment')} className={styles.payChoice}>
        <input type="hidden" name="intent" value="card" />
        <p className={styles.status}>{t('checkout.cardPageHint')}</p>
        <Button type="submit">{t('checkout.payByCard')}</Button>
      </form>
      <form method="post" action={checkoutPath(language, 'payment')} className={styles.payChoice}>
        <input type="hidden" name="intent" value="paypal" />
        <p className={styles.status}>{t('checkout.payPalPageHint')}</p>
        <Button type="submit" variant="outline">
          {t('checkout.payPalButton')}
        </Button>
      </form>
    </>
  );
}

/** The message over the shipping form: the server's, or the page's own when fields are marked. */
function shippingMessage(
  said: { message?: string | null; problem?: string | null; errors: CheckoutErrors },
  fixFields: string,
): string | null {
  const message = said.message ?? said.problem ?? null;
  return message ?? (Object.keys(said.errors).length > 0 ? fixFields : null);
}
