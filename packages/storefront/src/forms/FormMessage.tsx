import type { FormResult } from './formResult';
import * as styles from './form.css';

/**
 * The answer to an account form, where a screen reader hears it: done in a status region,
 * refused or invalid in an alert. Both regions are always in the page so that a message
 * appearing in them is announced.
 */
export function FormMessage({
  result,
  fallback = null,
}: {
  result: Pick<FormResult, 'status' | 'message'> | null | undefined;
  /** Shown in the alert when there is no answer (the browser found a problem first). */
  fallback?: string | null;
}) {
  const done = result?.status === 'done' ? result.message : null;
  const problem = result && result.status !== 'done' ? result.message : fallback;
  return (
    <>
      <p role="status" className={styles.status} data-account-status>
        {done}
      </p>
      <p role="alert" className={styles.alert} data-account-alert>
        {problem}
      </p>
    </>
  );
}
