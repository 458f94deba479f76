import { useEffect, useRef } from 'react';
import type { SignInMessage } from './messages.server';
import { SignInMessageView } from './SignInMessageView';
import * as styles from './account.css';

/**
 * The sign-in and create-account pages' message region: always in the page, so that a
 * refusal appearing in it is announced. A server's answer with a message and no field to
 * point at (a limit, the lock, an account created but not signed in) takes the focus, which
 * brings it into view: the shopper pressed the button at the foot of the form, and a message
 * above the fold would otherwise go unseen.
 */
export function SignInAlert({
  message,
  answer,
}: {
  message: SignInMessage | null | undefined;
  /** The form's answer from the server, each new one focusing its message as above. */
  answer?: { errors: Record<string, string> } | null | undefined;
}) {
  const region = useRef<HTMLDivElement>(null);
  const hasMessage = Boolean(message);
  useEffect(() => {
    if (answer && hasMessage && Object.keys(answer.errors).length === 0) region.current?.focus();
  }, [answer, hasMessage]);
  return (
    <div role="alert" ref={region} tabIndex={-1} className={styles.alert} data-sign-in-message>
      {message && <SignInMessageView message={message} />}
    </div>
  );
}
