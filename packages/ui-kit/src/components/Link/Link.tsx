import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Link.css';

/** Link's props as data. */
export const linkProps = {
  tone: { values: ['brand', 'neutral', 'inherit'], default: 'brand' },
} as const;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  children: ReactNode;
  tone?: (typeof linkProps.tone.values)[number];
  /**
   * Drop the underline until hover. Only for links whose place makes them obviously
   * links (menus, footers); links inside running text keep the underline.
   */
  plain?: boolean;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and tells screen
   * readers so with `newTabLabel`.
   */
  external?: boolean;
  /** Spoken after the text of an external link ("opens in a new tab"). */
  newTabLabel?: string;
  /**
   * Style the single child instead of rendering an `<a>`, so a router's own link
   * component (which does client-side navigation) looks like this one.
   */
  asChild?: boolean;
}

/** A styled link for navigation. For actions use a Button. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    children,
    tone = linkProps.tone.default,
    plain = false,
    external = false,
    newTabLabel = 'opens in a new tab',
    asChild = false,
    className,
    ...rest
  },
  ref,
) {
  useStylesheetCheck('Link', styles.base);
  const classes = clsx(styles.base, styles.tone[tone], plain && styles.plain, className);
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a
      ref={ref}
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {external && <VisuallyHidden>{` (${newTabLabel})`}</VisuallyHidden>}
    </a>
  );
});
