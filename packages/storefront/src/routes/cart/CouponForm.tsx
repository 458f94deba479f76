import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cartLinesBody } from '@snackshop/commerce-core/cart';
import { useApiClient, useCartStore, useConfigStore } from '@snackshop/commerce-hooks';
import { Button, TextField } from '@snackshop/ui-kit';
import * as styles from './cart.css';

/** A coupon through validatevoucher; the server's couponData is shown as it answered. */
export const CouponForm = observer(function CouponForm() {
  const cart = useCartStore();
  const client = useApiClient();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const fingerprint = cart.fingerprint;
  const applied = cart.couponData?.couponName;

  const validate = async (couponName: string) => {
    const result = await client.call('validateVoucher', {
      body: {
        couponName,
        cartItems: cartLinesBody(cart.cartItems),
        lang: language,
      },
    });
    if (result.ok) {
      cart.setCouponData(result.data);
      return null;
    }
    const field = result.error.fieldErrors?.find((entry) => entry.field === 'couponName');
    return field?.message ?? result.error.message;
  };

  // The discount depends on the cart: ask the server again when the cart changes.
  useEffect(() => {
    if (!applied) return;
    void validate(applied).then((message) => {
      if (message) {
        cart.removeCoupon();
        setError(message);
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fingerprint, language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const couponName = code.trim();
    if (!couponName) {
      setError(t('cart.couponRequired'));
      return;
    }
    setBusy(true);
    const message = await validate(couponName);
    setBusy(false);
    setError(message ?? undefined);
    if (!message) setCode('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.column} noValidate>
      <TextField
        label={t('cart.couponLabel')}
        name="couponName"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" variant="outline" loading={busy}>
        {t('cart.couponApply')}
      </Button>
      {cart.couponData && (
        <div className={styles.column}>
          <p role="status" className={styles.status} data-coupon-message>
            {cart.couponData.message ?? cart.couponData.couponName}
          </p>
          <Button variant="ghost" size="small" onClick={() => cart.removeCoupon()}>
            {t('cart.couponRemove', { code: cart.couponData.couponName })}
          </Button>
        </div>
      )}
    </form>
  );
});
