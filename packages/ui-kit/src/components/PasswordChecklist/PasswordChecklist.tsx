import { MESSAGES } from '@snackshop/commerce-core/messages';
import {
  PASSWORD_CRITERIA,
  type PasswordChecklist as Checklist,
  type PasswordCriterion,
} from '@snackshop/commerce-core/password-checklist';
import { clsx } from 'clsx';
import { useId } from 'react';
import { CheckIcon } from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './PasswordChecklist.css';

/**
 * Which criteria the password meets: what commerce-core's `passwordChecklist()` returns (the
 * rules live there; the kit only displays them).
 */
export type PasswordCriteria = Omit<Checklist, 'allMet'>;

export type { PasswordCriterion };

export interface PasswordChecklistProps {
  /** Which criteria the current password meets; update it on every keystroke. */
  criteria: PasswordCriteria;
  /** Text of each criterion; the spec's English texts by default. */
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
  useStylesheetCheck('PasswordChecklist', styles.root);
  const titleId = useId();
  const met = PASSWORD_CRITERIA.filter(({ key }) => criteria[key]).length;
  return (
    <div className={styles.root} id={id}>
      <p className={styles.title} id={titleId}>
        {title}
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {PASSWORD_CRITERIA.map(({ key, label }) => {
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
                {labels?.[key] ?? MESSAGES[label].en}
                <VisuallyHidden>, {isMet ? metLabel : unmetLabel}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{summary(met, PASSWORD_CRITERIA.length)}</VisuallyHidden>
      </div>
    </div>
  );
}
