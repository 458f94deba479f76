import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

/** The gift message box: the kit's text-field look, several lines high. */
export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '6rem',
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
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.body,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const error = style({
  color: vars.color.criticalText,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

/** The carrier's suggestions: a raised panel the shopper cannot miss. */
export const suggestions = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
});

export const suggestionsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const note = style({ margin: 0, color: vars.color.text });

/** A line of an address, kept together. */
export const addressText = style({ display: 'block', color: vars.color.text });

export const changed = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const giftMessageQuote = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.color.divider}`,
  whiteSpace: 'pre-line',
});
