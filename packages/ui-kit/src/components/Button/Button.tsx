import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
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
  /**
   * Style the single child instead of rendering a `<button>`: a router's link that leads
   * to the next step of a task (Checkout, Shop all snacks) looks like the action it is,
   * and stays a link (it navigates, opens in a new tab, works without JavaScript).
   * `loading` and `type` do not apply to it.
   */
  asChild?: boolean;
}

/** A button for actions; with `asChild`, a link that reads as the page's main action. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = buttonProps.variant.default,
    tone = buttonProps.tone.default,
    size = buttonProps.size.default,
    fullWidth = false,
    loading = false,
    asChild = false,
    type = 'button',
    className,
    onClick,
    ...rest
  },
  ref,
) {
  useStylesheetCheck('Button', styles.button.classNames.base);
  const classes = clsx(styles.button({ variant, tone, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
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
