import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({ fontFamily: vars.font.body, color: vars.color.text });

/** The panel shows in the page from tablet width up; below that, behind a drawer. */
export const inline = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
});

export const mobileBar = style({
  display: 'flex',
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const panel = style({ display: 'grid', gap: vars.space.large });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const facet = style({
  margin: 0,
  padding: 0,
  border: 0,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  paddingBlockStart: vars.space.medium,
  minInlineSize: 0,
});

// A full-width floated legend sits inside the fieldset's box, so the top divider runs
// unbroken above it instead of being cut by the legend.
export const legend = style({
  float: 'inline-start',
  inlineSize: '100%',
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
});

export const options = style({
  clear: 'both',
  display: 'grid',
  gap: vars.space.small,
});

export const showMore = style({ marginBlockStart: vars.space.xsmall, paddingInline: 0 });
