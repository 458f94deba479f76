import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

/** A bare page's content (callbacks, forgot and reset password). */
export const bare = style({
  display: 'grid',
  gap: vars.space.medium,
  maxInlineSize: '32rem',
  marginInline: 'auto',
});

/** The sign-in and create-account pages. */
export const page = style({
  display: 'grid',
  gap: vars.space.medium,
  maxInlineSize: '40rem',
  marginInline: 'auto',
  marginBlockEnd: vars.space.xlarge,
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const alert = style({
  margin: 0,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.medium,
});

export const status = style({ margin: 0 });

/**
 * The sign-in callback's links. The callback's test stands in for the UI kit with only the
 * parts it draws, so this row stays a class rather than the kit's Inline.
 */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
});

/** "or" between the password form and the Google button. */
export const divider = style({
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/**
 * Continue with Google: a link (it only navigates, to the API's Google stop), drawn like the
 * kit's outline button.
 */
export const outlineLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.brandText}`,
  color: vars.color.brandText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
