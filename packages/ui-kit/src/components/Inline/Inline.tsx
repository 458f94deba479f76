import { forwardRef } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

/** Inline's props as data: allowed values and defaults. Stories reuse the values. */
export const inlineProps = {
  align: { values: ['start', 'center', 'end', 'spaceBetween'], default: 'start' },
  alignY: { values: ['stretch', 'start', 'center', 'end', 'baseline'], default: 'stretch' },
} as const;

type InlineAlign = (typeof inlineProps.align.values)[number];
type InlineAlignY = (typeof inlineProps.alignY.values)[number];

/** The atoms an Inline sets itself. */
type InlineAtoms =
  'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent' | 'gap';

export interface InlineProps extends Omit<BoxProps, InlineAtoms> {
  /** The gap between items and between rows, from the theme's spacing scale. */
  space: NonNullable<Sprinkles['gap']>;
  /** Where the items of a row sit along it. */
  align?: InlineAlign;
  /** Where items of different heights sit in their row. */
  alignY?: InlineAlignY;
}

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const satisfies Record<InlineAlign, Sprinkles['justifyContent']>;

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<InlineAlignY, Sprinkles['alignItems']>;

/**
 * Items side by side, `space` apart, wrapping onto more rows when the width runs out (so a
 * row of buttons or links never overflows a phone).
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space, align = inlineProps.align.default, alignY = inlineProps.alignY.default, ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={justifyContent[align]}
      alignItems={alignItems[alignY]}
      {...props}
    />
  );
});
