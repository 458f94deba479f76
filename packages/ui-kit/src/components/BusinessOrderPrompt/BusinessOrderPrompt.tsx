import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './BusinessOrderPrompt.css';

export interface BusinessOrderPromptProps {
  /** The business-ordering site the prompt points to. */
  businessSiteHref: string;
  /** The question (SPEC section 1's wording by default). */
  question?: ReactNode;
  /** Text of the link to the business site. */
  linkLabel?: ReactNode;
  /** Spoken after the link: it opens in a new tab. */
  newTabLabel?: string;
}

/**
 * Business orders are redirected away: "Are you ordering products for a business that
 * sells snacks to customers?" with a link to the separate business-ordering site.
 */
export function BusinessOrderPrompt({
  businessSiteHref,
  question = 'Are you ordering products for a business that sells snacks to customers?',
  linkLabel = 'Order on our business site',
  newTabLabel,
}: BusinessOrderPromptProps) {
  useStylesheetCheck('BusinessOrderPrompt', styles.root);
  return (
    <div className={styles.root}>
      <p className={styles.question}>{question}</p>
      <Link href={businessSiteHref} external newTabLabel={newTabLabel}>
        {linkLabel}
      </Link>
    </div>
  );
}
