import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
// Imported for the order of the rules: the field's box comes before TextArea's changes to it.
import '../private/field.css';

/**
 * The kit's text-field box (`field.css`'s `control`, applied with it), several lines high;
 * its height follows `rows`. A class of its own rather than a composition, whose value
 * would be two classes: the stylesheet check needs one.
 */
export const control = style({ blockSize: 'auto', overflowWrap: 'anywhere' });

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
