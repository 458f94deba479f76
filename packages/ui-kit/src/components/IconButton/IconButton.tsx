import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './IconButton.css';

/** IconButton's props as data. */
export const iconButtonProps = {
  variant: { values: ['ghost', 'outline', 'solid'], default: 'ghost' },
  size: { values: ['small', 'standard'], default: 'standard' },
} as const;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** The accessible name; the icon itself is hidden from screen readers. */
  label: string;
  /** The icon (decorative). */
  icon: ReactNode;
  variant?: (typeof iconButtonProps.variant.values)[number];
  size?: (typeof iconButtonProps.size.values)[number];
}

/** A button showing only an icon; `label` names it for screen readers and as a tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    variant = iconButtonProps.variant.default,
    size = iconButtonProps.size.default,
    type = 'button',
    className,
    ...rest
  },
  ref,
) {
  useStylesheetCheck('IconButton', styles.iconButton.classNames.base);
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={clsx(styles.iconButton({ variant, size }), className)}
      {...rest}
    >
      {icon}
    </button>
  );
});
