import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
  fontFamily: vars.font.body,
  textAlign: 'center',
});

export const track = style({
  inlineSize: 'min(16rem, 100%)',
  blockSize: '0.375rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const fill = style({
  blockSize: '100%',
  backgroundColor: vars.color.brand,
  // Grows from the inline start, so it fills right-to-left in RTL pages.
  marginInlineEnd: 'auto',
});
