import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minBlockSize: '1.5rem',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onBrand,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.disabled },
  },
});

export const label = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

export const count = style({ color: vars.color.textMuted });
