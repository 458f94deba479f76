import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

/** The delivery and recipient notes under a gift-card line of a placed order. */
export const details = style({
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  color: vars.color.textMuted,
});
