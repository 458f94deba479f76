import { useTranslation } from 'react-i18next';
import { formatMessage } from '@snackshop/commerce-core/messages';
import type { Language } from '@snackshop/commerce-core/language';
import type { ProductSummary } from '@snackshop/commerce-core/contract';
import {
  Button,
  Heading,
  OrderSummary,
  Price,
  TextField,
  VisuallyHidden,
  ZipField,
} from '@snackshop/ui-kit';
import { localeOf, taxRowLabel } from '../../i18n/format';
import { cartPath } from '../../site/cartPath';
import * as styles from './cart.css';
import { EmptyCart } from '../../shell/EmptyCart';
import { FreeSampleList, offersFreeSamples } from './FreeSampleOffers';
import type { CartFormAnswer, ServerCart as ServerCartData } from './serverCart.server';

type Coupon = ServerCartData['coupon'];

/**
 * The cart as the server keeps it, for a browser whose scripts do not run (decision 0052):
 * each line with its quantity and Remove, and the coupon, as plain forms posting to `/cart`,
 * and the API's amounts. Rendered inside <noscript>, so a browser running scripts never
 * shows it.
 */
export function ServerCart({
  cart,
  answer,
  freeSamples,
  language,
}: {
  cart: ServerCartData | null;
  /** The free samples a cart with a paid line may take one of (decision 0038). */
  freeSamples: readonly ProductSummary[];
  /** What the page says back to the form just posted (a refused coupon). */
  answer: CartFormAnswer | undefined;
  language: Language;
}) {
  if (!cart || cart.lines.length === 0) return <EmptyCart />;
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <ServerCartLines lines={cart.lines} language={language} />
        <ServerFreeSamples lines={cart.lines} samples={freeSamples} language={language} />
        <ServerZipCheck check={cart.zipCheck} language={language} />
      </div>
      <div className={styles.column}>
        <ServerCoupon coupon={cart.coupon} answer={answer} language={language} />
        <ServerSummary cart={cart} language={language} />
      </div>
    </div>
  );
}

/** The lines, each with its quantity (and Update) and Remove as forms. */
function ServerCartLines({
  lines,
  language,
}: {
  lines: ServerCartData['lines'];
  language: Language;
}) {
  const { t } = useTranslation();
  const action = cartPath(language);
  return (
    <ul className={styles.lines} aria-label={t('cart.lines')}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line} data-server-line={line.id}>
          <div className={styles.lineText}>
            <p className={styles.lineTitle}>{line.title}</p>
            {!line.available && (
              <p className={styles.alert}>{formatMessage('productUnavailable', language)}</p>
            )}
            {line.unavailableForZip && (
              <p className={styles.alert} data-zip-unavailable={line.id}>
                {formatMessage('zipNotServiceable', language)}
              </p>
            )}
          </div>
          {line.isFreeSample ? (
            <p data-free-sample={line.id}>{t('cart.free')}</p>
          ) : (
            <Price cents={line.totalCents} locale={localeOf(language)} />
          )}
          {line.isFreeSample ? (
            <p>{t('cart.freeSample')}</p>
          ) : (
            <form method="post" action={action} className={styles.inlineForm}>
              <input type="hidden" name="intent" value="quantity" />
              <input type="hidden" name="id" value={line.id} />
              <input
                className={styles.quantityField}
                type="number"
                name="quantity"
                inputMode="numeric"
                min={1}
                max={99}
                required
                defaultValue={line.quantity}
                aria-label={t('cart.quantityOf', { title: line.title })}
              />
              <Button type="submit" variant="outline" size="small">
                {t('cart.update')}
                <VisuallyHidden> {line.title}</VisuallyHidden>
              </Button>
            </form>
          )}
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={line.id} />
            <Button type="submit" variant="ghost" size="small">
              {t('cart.remove')}
              <VisuallyHidden> {line.title}</VisuallyHidden>
            </Button>
          </form>
        </li>
      ))}
    </ul>
  );
}

/** The free samples offered to a cart with a paid line and no sample yet, each a form. */
function ServerFreeSamples({
  lines,
  samples,
  language,
}: {
  lines: ServerCartData['lines'];
  samples: readonly ProductSummary[];
  language: Language;
}) {
  const { t } = useTranslation();
  if (samples.length === 0 || !offersFreeSamples(lines)) return null;
  return (
    <FreeSampleList
      samples={samples}
      headingId="server-samples-title"
      add={(sample, label) => (
        <form method="post" action={cartPath(language)}>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="productId" value={sample.productId} />
          <input type="hidden" name="quantity" value="1" />
          <Button type="submit" variant="outline" aria-label={label}>
            {t('pdp.addFreeSample')}
          </Button>
        </form>
      )}
    />
  );
}

/**
 * The ZIP the cart ships to, asked by a GET form (`/cart?zip=…`): whether everything ships
 * there (each line that does not says so), and the tax of that place in the summary.
 */
function ServerZipCheck({
  check,
  language,
}: {
  check: ServerCartData['zipCheck'];
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <form method="get" action="/cart" aria-labelledby="server-zip" className={styles.column}>
      <Heading level="2" id="server-zip">
        {t('cart.zipTitle')}
      </Heading>
      {language === 'es-us' && <input type="hidden" name="lang" value={language} />}
      <ZipField
        label={t('zip.label')}
        name="zip"
        defaultValue={check?.zip ?? ''}
        error={check?.error ?? undefined}
      />
      <Button type="submit" variant="outline">
        {t('pdp.availabilityCheck')}
      </Button>
      {check && !check.error && (
        <p role="status" className={styles.status} data-zip-result>
          {check.someUnavailable
            ? t('cart.zipSomeUnavailable', { zip: check.zip })
            : t('cart.zipAllAvailable', { zip: check.zip })}
        </p>
      )}
    </form>
  );
}

/** The coupon field, and the applied coupon's message with a way to take it off. */
function ServerCoupon({
  coupon,
  answer,
  language,
}: {
  coupon: Coupon;
  answer: CartFormAnswer | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const action = cartPath(language);
  const applied = coupon && !coupon.refused ? coupon : null;
  return (
    <>
      <form method="post" action={action} className={styles.column} noValidate>
        <input type="hidden" name="intent" value="coupon" />
        <TextField
          label={t('cart.couponLabel')}
          name="couponName"
          defaultValue={answer?.couponName ?? ''}
          error={couponError(answer, coupon, t('cart.couponRequired'))}
          autoComplete="off"
        />
        <Button type="submit" variant="outline">
          {t('cart.couponApply')}
        </Button>
      </form>
      {applied && (
        <form method="post" action={action} className={styles.column}>
          <input type="hidden" name="intent" value="coupon-remove" />
          <p role="status" className={styles.status} data-coupon-message>
            {applied.message ?? applied.couponName}
          </p>
          <Button type="submit" variant="ghost" size="small">
            {t('cart.couponRemove', { code: applied.couponName })}
          </Button>
        </form>
      )}
    </>
  );
}

/**
 * What the coupon field says: the refusal of the code just posted (`required` for none), else
 * why the cart's coupon no longer applies.
 */
function couponError(
  answer: CartFormAnswer | undefined,
  coupon: Coupon,
  required: string,
): string | undefined {
  if (answer) return answer.couponError === 'required' ? required : answer.couponError;
  return coupon?.refused ?? undefined;
}

/** The API's amounts for the cart, and the way to checkout. */
function ServerSummary({ cart, language }: { cart: ServerCartData; language: Language }) {
  const { t } = useTranslation();
  const { totals, coupon } = cart;
  const code = coupon && !coupon.refused ? coupon.couponName : '';
  return (
    <OrderSummary
      headingElement="h2"
      subtotalCents={totals?.subTotalCents ?? 0}
      discountCents={totals?.discountCents ?? 0}
      shippingCents={totals?.shippingCents ?? null}
      taxCents={totals?.taxCents ?? null}
      totalCents={totals?.totalCents ?? 0}
      loading={false}
      locale={localeOf(language)}
      labels={{
        title: t('cart.summary'),
        subtotal: t('cart.subtotal'),
        discount: t('cart.discount', { code }),
        shipping: t('cart.shipping'),
        tax: taxRowLabel(t('cart.tax'), totals?.taxPlace ?? undefined, language, t),
        total: t('cart.total'),
        free: t('cart.free'),
        pending: t('cart.pending'),
        loading: t('cart.updating'),
      }}
    >
      <Button asChild size="large" fullWidth>
        <a href="/checkout">{t('cart.checkout')}</a>
      </Button>
    </OrderSummary>
  );
}
