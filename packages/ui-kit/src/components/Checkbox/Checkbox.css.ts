import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The label holds the box, its text and the count, in a row. */
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  minBlockSize: '1.5rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&:has(:disabled)': { cursor: 'not-allowed' } },
});

globalStyle(`${root} > input`, { marginInlineEnd: vars.space.small });

/** The count, muted, a space after the text. */
export const count = style({ color: vars.color.textMuted, marginInlineStart: '0.3em' });
