import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

/** Label, control, hint and error stacked; shared by every form field of the kit. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  fontFamily: vars.font.body,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const required = style({ color: vars.color.criticalText });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: '0.1em',
});

/** The box of text inputs and selects. */
export const control = style({
  inlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  boxSizing: 'border-box',
  textAlign: 'start',
  selectors: {
    '&:focus-visible': focusRing,
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabled,
      color: vars.color.textMuted,
    },
  },
});
