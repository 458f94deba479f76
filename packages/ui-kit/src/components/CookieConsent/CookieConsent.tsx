import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './CookieConsent.css';

/** The consent flags of SPEC section 3: advertising, functional and any consent. */
export interface CookieConsentChoice {
  advertising: boolean;
  functional: boolean;
  anyConsent: boolean;
}

type Flag = keyof CookieConsentChoice;

/** CookieConsent's texts; the site passes the translated ones. */
export interface CookieConsentLabels {
  title: string;
  description: string;
  policy: string;
  advertising: string;
  advertisingHint: string;
  functional: string;
  functionalHint: string;
  anyConsent: string;
  anyConsentHint: string;
  acceptAll: string;
  reject: string;
  /** The disclosure that shows the three switches and Save choices. */
  choose: string;
  save: string;
}

/** English texts, the default. */
export const cookieConsentLabels: CookieConsentLabels = {
  title: 'Cookies on this site',
  description:
    'We use cookies to run the shop, remember your choices and show you relevant ads. Choose which ones we may use.',
  policy: 'Privacy Policy',
  advertising: 'Advertising',
  advertisingHint: 'Ads and offers based on what you browse.',
  functional: 'Functional',
  functionalHint: 'Remembers your language, zip code and recent items.',
  anyConsent: 'Other cookies',
  anyConsentHint: 'Analytics and any other optional cookie.',
  acceptAll: 'Accept all',
  reject: 'Reject',
  choose: 'Choose cookies',
  save: 'Save choices',
};

const flags: readonly Flag[] = ['advertising', 'functional', 'anyConsent'];

export interface CookieConsentProps {
  /** Called once the visitor decides: all true, all false, or the switches as set. */
  onDecide: (choice: CookieConsentChoice) => void;
  /** The switches' starting positions (a returning visitor's earlier choice). */
  defaultChoice?: CookieConsentChoice;
  /** Link to the privacy policy. */
  policyHref?: string;
  /** `fixed` sits at the bottom of the window; `inline` flows in the page (settings page). */
  placement?: 'fixed' | 'inline';
  /**
   * Whether the switches show at first. By default they do inline (a settings page) and
   * not when fixed: a first visit reads a short layer (what and why, Accept all, Reject) that
   * leaves the shop in view on a phone, and "Choose cookies" opens the details.
   */
  defaultExpanded?: boolean;
  labels?: Partial<CookieConsentLabels>;
}

/**
 * The cookie consent panel: Accept all and Reject (rejecting is as easy as accepting: one
 * press), and behind "Choose cookies" (a native disclosure, open or closed before the page's
 * script has run) the advertising, functional and any-consent switches (native checkboxes in
 * the switch role) with Save choices. It is a labelled region, not a modal: the page stays
 * usable behind it.
 */
export function CookieConsent({
  onDecide,
  defaultChoice = { advertising: false, functional: false, anyConsent: false },
  policyHref,
  placement = 'fixed',
  defaultExpanded = placement === 'inline',
  labels: overrides,
}: CookieConsentProps) {
  useStylesheetCheck('CookieConsent', styles.root);
  const labels = { ...cookieConsentLabels, ...overrides };
  const [choice, setChoice] = useState(defaultChoice);
  const id = useId();
  const all = (value: boolean): CookieConsentChoice => ({
    advertising: value,
    functional: value,
    anyConsent: value,
  });
  return (
    <section
      className={clsx(styles.root, styles.placement[placement])}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.text}>
        {labels.description} {policyHref && <Link href={policyHref}>{labels.policy}</Link>}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => onDecide(all(true))}>{labels.acceptAll}</Button>
        <Button variant="outline" tone="neutral" onClick={() => onDecide(all(false))}>
          {labels.reject}
        </Button>
      </div>
      <details open={defaultExpanded || undefined}>
        <summary className={styles.summary}>{labels.choose}</summary>
        <div className={styles.details}>
          <ul className={styles.options}>
            {flags.map((flag) => (
              <li key={flag} className={styles.option}>
                <span className={styles.optionText}>
                  <label htmlFor={`${id}-${flag}`} className={styles.optionLabel}>
                    {labels[flag]}
                  </label>
                  <span id={`${id}-${flag}-hint`} className={styles.optionHint}>
                    {labels[`${flag}Hint`]}
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  id={`${id}-${flag}`}
                  className={styles.switchInput}
                  checked={choice[flag]}
                  onChange={(event) =>
                    setChoice({ ...choice, [flag]: event.currentTarget.checked })
                  }
                  aria-describedby={`${id}-${flag}-hint`}
                />
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button variant="outline" tone="neutral" onClick={() => onDecide(choice)}>
              {labels.save}
            </Button>
          </div>
        </div>
      </details>
    </section>
  );
}
