import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

/**
 * A link that looks like a button: banners and tiles navigate, so their call to action is
 * an `<a>` (Button is for actions). Shared by Banner, PromoTile and CategoryBanner.
 */
export const ctaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: '2px solid transparent',
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:focus-visible': focusRing,
  },
});

/** The call to action on a brand-coloured surface: inverted so it stands out. */
export const ctaOnBrand = style({
  backgroundColor: vars.color.onBrand,
  color: vars.color.brand,
  borderColor: vars.color.onBrand,
  selectors: {
    '&:hover': { backgroundColor: vars.color.onBrand, textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onBrand },
  },
});
