import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import * as ctaStyles from '../private/cta.css';
import * as styles from './LoginPopup.css';

/** LoginPopup's texts; the site passes the translated ones. */
export interface LoginPopupLabels {
  title: string;
  message: string;
  signIn: string;
  createAccount: string;
  close: string;
}

/** English texts, the default. */
export const loginPopupLabels: LoginPopupLabels = {
  title: 'Sign in to continue',
  message: 'Sign in or create an account to save your mix and find it again later.',
  signIn: 'Sign in',
  createAccount: 'Create account',
  close: 'Close',
};

export interface LoginPopupProps {
  /** Where signing in starts (the site's `?signin=true` link). */
  signInHref: string;
  /** Where creating an account starts. */
  createAccountHref: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  labels?: Partial<LoginPopupLabels>;
  /**
   * Called as the shopper follows a link. A site that starts the sign-in itself (asking for
   * the provider's address first) calls `event.preventDefault()`; without scripts, or without
   * this, the link is followed as it is.
   */
  onLinkClick?: (link: 'signIn' | 'createAccount', event: MouseEvent<HTMLAnchorElement>) => void;
  /** Why continuing failed (the site's sign-in could not start), announced above the links. */
  error?: string;
}

/**
 * The login popup shown when a visitor tries something that needs an account (saving a
 * mix): it explains why and links to sign-in and account creation. Sign-in itself happens
 * on the identity provider's page, so this holds links, not a password form; a site may
 * start the sign-in itself when a link is followed (`onLinkClick`) and say here when it could
 * not (`error`).
 */
export function LoginPopup({
  signInHref,
  createAccountHref,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  labels: overrides,
  onLinkClick,
  error,
}: LoginPopupProps) {
  // No useStylesheetCheck: its own classes are in the Dialog's content, rendered only while open.
  const labels = { ...loginPopupLabels, ...overrides };
  return (
    <Dialog
      size="small"
      title={labels.title}
      description={labels.message}
      closeLabel={labels.close}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      actions={
        <div className={styles.actions}>
          {/* Always there, so that a message put in it is announced. */}
          <div role="alert">{error && <Text tone="critical">{error}</Text>}</div>
          <a
            href={signInHref}
            className={clsx(ctaStyles.ctaLink, styles.signIn)}
            onClick={onLinkClick && ((event) => onLinkClick('signIn', event))}
          >
            {labels.signIn}
          </a>
          <Link
            href={createAccountHref}
            onClick={onLinkClick && ((event) => onLinkClick('createAccount', event))}
          >
            {labels.createAccount}
          </Link>
        </div>
      }
    />
  );
}
