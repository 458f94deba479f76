import { forwardRef } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

/** Stack's props as data: allowed values and defaults. Stories reuse the values. */
export const stackProps = {
  align: { values: ['stretch', 'start', 'center', 'end'], default: 'stretch' },
} as const;

type StackAlign = (typeof stackProps.align.values)[number];

/** The atoms a Stack sets itself. */
type StackAtoms = 'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'gap';

export interface StackProps extends Omit<BoxProps, StackAtoms> {
  /** The gap between items, from the theme's spacing scale (responsive values allowed). */
  space: NonNullable<Sprinkles['gap']>;
  /** Where items sit across the stack; `stretch` gives each the stack's full width. */
  align?: StackAlign;
}

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

/** Items one under the other, `space` apart: the page's vertical rhythm without one-off CSS. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space, align = stackProps.align.default, ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      {...props}
    />
  );
});
