import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const root = style({ fontFamily: vars.font.body, overflowWrap: 'anywhere' });

/** The snacks footer is quiet; the rewards footer is brand-coloured. */
export const variant = styleVariants({
  snacks: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  rewards: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentMaxWidth,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
});

export const promo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockEnd: vars.space.large,
  borderBlockEnd: '1px solid currentColor',
});

export const promoText = style({
  margin: 0,
  flex: '1 1 18rem',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.large,
});

export const groupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxsmall,
  color: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing, outlineColor: 'currentColor' },
  },
});

export const promoLink = style([
  link,
  {
    fontSize: vars.fontSize.standard,
    fontWeight: vars.fontWeight.strong,
    textDecoration: 'underline',
  },
]);

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
