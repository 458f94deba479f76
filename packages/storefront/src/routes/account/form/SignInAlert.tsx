import type { SignInMessage } from '../messages.server';
import { SignInMessageView } from '../SignInMessageView';
import * as styles from '../account.css';

/**
 * The sign-in and create-account pages' message region: always in the page, so that a
 * refusal appearing in it is announced.
 */
export function SignInAlert({ message }: { message: SignInMessage | null | undefined }) {
  return (
    <div role="alert" className={styles.alert} data-sign-in-message>
      {message && <SignInMessageView message={message} />}
    </div>
  );
}
