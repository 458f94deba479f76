import { clsx } from 'clsx';
import { useId } from 'react';
import { CheckIcon } from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PasswordChecklist.css';

/** The five password criteria, in display order (SPEC section 5). */
export const passwordCriteria = ['length', 'digit', 'lowercase', 'uppercase', 'symbol'] as const;

export type PasswordCriterion = (typeof passwordCriteria)[number];

/**
 * Which criteria the password meets. `passwordChecklist()` from
 * `@snackshop/commerce-core` returns this shape; the kit only displays it.
 */
export type PasswordCriteria = Readonly<Record<PasswordCriterion, boolean>>;

/** English labels; pass translated ones through `labels`. */
export const passwordChecklistLabels: Record<PasswordCriterion, string> = {
  length: 'At least 8 characters',
  digit: 'One number',
  lowercase: 'One lowercase letter',
  uppercase: 'One uppercase letter',
  symbol: 'One special character',
};

export interface PasswordChecklistProps {
  /** Which criteria the current password meets; update it on every keystroke. */
  criteria: PasswordCriteria;
  /** Text of each criterion. */
  labels?: Partial<Record<PasswordCriterion, string>>;
  title?: string;
  /** Spoken after a criterion's text: its state. */
  metLabel?: string;
  unmetLabel?: string;
  /** Announced politely as criteria change, e.g. "3 of 5 requirements met". */
  summary?: (met: number, total: number) => string;
  /** Give the password field `aria-describedby` this id to read the checklist with it. */
  id?: string;
}

/**
 * The password strength checklist: length, digit, lowercase, uppercase and symbol, each
 * ticking as soon as the password meets it. It takes booleans, not the password, so it
 * holds no rules of its own.
 */
export function PasswordChecklist({
  criteria,
  labels,
  title = 'Your password must contain',
  metLabel = 'met',
  unmetLabel = 'not met',
  summary = (met, total) => `${met} of ${total} requirements met`,
  id,
}: PasswordChecklistProps) {
  const titleId = useId();
  const met = passwordCriteria.filter((key) => criteria[key]).length;
  return (
    <div className={styles.root} id={id}>
      <p className={styles.title} id={titleId}>
        {title}
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {passwordCriteria.map((key) => {
          const isMet = criteria[key];
          return (
            <li
              key={key}
              data-criterion={key}
              data-met={isMet}
              className={clsx(styles.item, styles.state[isMet ? 'met' : 'unmet'])}
            >
              <span className={styles.marker} aria-hidden="true">
                {isMet ? <CheckIcon /> : <span className={styles.dot} />}
              </span>
              <span>
                {labels?.[key] ?? passwordChecklistLabels[key]}
                <VisuallyHidden>, {isMet ? metLabel : unmetLabel}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{summary(met, passwordCriteria.length)}</VisuallyHidden>
      </div>
    </div>
  );
}
