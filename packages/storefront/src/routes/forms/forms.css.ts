import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

export const form = style({ display: 'grid', gap: vars.space.medium, maxInlineSize: '36rem' });

export const formAlert = style({
  color: vars.color.criticalText,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const result = style({
  display: 'grid',
  gap: vars.space.large,
  marginBlockStart: vars.space.large,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const resultDetails = style({
  display: 'grid',
  gap: vars.space.medium,
  alignContent: 'start',
});

export const resultTotals = style({ alignSelf: 'start' });

export const resultHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.medium });

globalStyle(`${details} dd`, { margin: 0 });

export const note = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
