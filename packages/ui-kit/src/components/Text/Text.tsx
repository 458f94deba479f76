import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { Box } from '../Box/Box';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Text.css';

/** Text's props as data: allowed values and defaults. Stories reuse the values. */
export const textProps = {
  size: { values: ['xsmall', 'small', 'standard', 'large'], default: 'standard' },
  tone: {
    values: ['neutral', 'muted', 'brand', 'success', 'critical', 'inherit'],
    default: 'neutral',
  },
  weight: { values: ['regular', 'medium', 'strong'], default: 'regular' },
  align: { values: ['start', 'center', 'end'], default: 'start' },
} as const;

export interface TextProps {
  children: ReactNode;
  size?: (typeof textProps.size.values)[number];
  tone?: (typeof textProps.tone.values)[number];
  weight?: (typeof textProps.weight.values)[number];
  align?: (typeof textProps.align.values)[number];
  /** Clamp to this many lines with an ellipsis (the full text stays in the DOM). */
  maxLines?: number;
  /** Element to render; `p` for paragraphs, `span` inside other text. */
  component?: 'p' | 'span' | 'div' | 'strong' | 'label' | 'dd' | 'dt' | 'li';
  id?: string;
  className?: string;
}

/** Body text in the theme's type scale. */
export function Text({
  children,
  size = textProps.size.default,
  tone = textProps.tone.default,
  weight = textProps.weight.default,
  align = textProps.align.default,
  maxLines,
  component = 'span',
  id,
  className,
}: TextProps) {
  useStylesheetCheck('Text', styles.base);
  const clamp: CSSProperties | undefined = maxLines ? { WebkitLineClamp: maxLines } : undefined;
  return (
    <Box
      component={component}
      id={id}
      style={clamp}
      className={clsx(
        styles.base,
        styles.size[size],
        styles.tone[tone],
        styles.weight[weight],
        styles.align[align],
        maxLines && styles.truncate,
        className,
      )}
    >
      {children}
    </Box>
  );
}
