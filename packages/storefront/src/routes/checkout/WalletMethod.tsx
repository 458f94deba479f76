import type { ReactNode } from 'react';
import { Button } from '@snackshop/ui-kit';
import * as styles from './checkout.css';

/**
 * A wallet's part of the payment step (Apple Pay, Google Pay): how paying with it works, the
 * refusal of the last attempt, and its pay button, which waits for the server's total.
 */
export function WalletMethod({
  wallet,
  hint,
  error,
  busy,
  disabled,
  onPay,
  children,
}: {
  /** `apple-pay` or `google-pay`, as `data-wallet` marks it. */
  wallet: string;
  hint: string;
  error: string | null;
  busy: boolean;
  disabled: boolean;
  onPay: () => void;
  /** The button's label: its accessible name. */
  children: ReactNode;
}) {
  return (
    <div className={styles.column} data-wallet={wallet}>
      <p className={styles.status}>{hint}</p>
      <div role="alert" className={styles.column} data-wallet-error>
        {error && <p className={styles.alert}>{error}</p>}
      </div>
      <Button onClick={onPay} loading={busy} disabled={disabled}>
        {children}
      </Button>
    </div>
  );
}
