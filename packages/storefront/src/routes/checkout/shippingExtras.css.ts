import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

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
