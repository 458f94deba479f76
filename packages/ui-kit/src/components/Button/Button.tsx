import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './Button.css';

/** Button's props as data: allowed values and defaults. Stories reuse the values. */
export const buttonProps = {
  variant: { values: ['solid', 'outline', 'ghost'], default: 'solid' },
  tone: { values: ['brand', 'neutral', 'critical'], default: 'brand' },
  size: { values: ['small', 'standard', 'large'], default: 'standard' },
} as const;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  variant?: (typeof buttonProps.variant.values)[number];
  tone?: (typeof buttonProps.tone.values)[number];
  size?: (typeof buttonProps.size.values)[number];
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * Shows a spinner and ignores presses while an action runs. The button stays focusable
   * (aria-disabled rather than disabled) so keyboard users do not lose their place.
   */
  loading?: boolean;
}

/** A button for actions. For navigation use a link. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = buttonProps.variant.default,
    tone = buttonProps.tone.default,
    size = buttonProps.size.default,
    fullWidth = false,
    loading = false,
    type = 'button',
    className,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(styles.button({ variant, tone, size, fullWidth }), className)}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
