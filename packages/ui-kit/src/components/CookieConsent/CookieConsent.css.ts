import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

/** A phone: the layer tightens so that the shop stays in view above it. */
const narrow = 'screen and (max-width: 30rem)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  '@media': { [narrow]: { gap: vars.space.small, padding: vars.space.medium } },
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.divider}`,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const placement = styleVariants({
  fixed: {
    position: 'fixed',
    // Above the header, menus and popovers (600-800) but below modal dialogs and drawers
    // (900): a modal opened while the choice is pending covers the panel, and its overlay
    // keeps pointer and keyboard in the modal.
    zIndex: 850,
    insetInline: vars.space.medium,
    insetBlockEnd: vars.space.medium,
    maxInlineSize: '44rem',
    maxBlockSize: 'calc(100vh - 2rem)',
    overflowY: 'auto',
  },
  inline: {},
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  '@media': {
    [narrow]: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  '@media': { [narrow]: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small } },
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const optionLabel = style({ fontWeight: vars.fontWeight.medium, cursor: 'pointer' });

export const optionHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** A native checkbox drawn as a switch: the track is the box, the thumb its `::before`. */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  inlineSize: '3rem',
  blockSize: '1.75rem',
  margin: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineStart: '0.125rem',
    inlineSize: '1.25rem',
    blockSize: '1.25rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.border,
    transform: 'translateY(-50%)',
    transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  },
  selectors: {
    '&:focus-visible': focusRing,
    '&:checked': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&:checked::before': {
      transform: 'translate(1.25rem, -50%)',
      backgroundColor: vars.color.onBrand,
    },
    '&:checked:dir(rtl)::before': { transform: 'translate(-1.25rem, -50%)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { transition: 'none' } } },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** "Choose cookies": the switches and Save choices, shown on demand. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.small,
});

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  inlineSize: 'fit-content',
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});
