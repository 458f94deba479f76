import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Badge.css';

/** Badge's props as data. */
export const badgeProps = {
  tone: { values: ['neutral', 'brand', 'accent', 'success', 'critical'], default: 'neutral' },
} as const;

export type BadgeTone = (typeof badgeProps.tone.values)[number];

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/** A short status label ("New", "Best seller", "Sale"). */
export function Badge({ children, tone = badgeProps.tone.default, className }: BadgeProps) {
  useStylesheetCheck('Badge', styles.base);
  return <span className={clsx(styles.base, styles.tone[tone], className)}>{children}</span>;
}
