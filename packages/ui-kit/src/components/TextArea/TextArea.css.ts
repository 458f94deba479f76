import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import * as fieldStyles from '../private/field.css';

/** The kit's text-field box, several lines high; its height follows `rows`. */
export const control = style([
  fieldStyles.control,
  { blockSize: 'auto', overflowWrap: 'anywhere' },
]);

export const resize = styleVariants({
  vertical: { resize: 'vertical' },
  none: { resize: 'none' },
});

/** The count and, once few characters are left, how many: one line that wraps. */
export const countRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});
