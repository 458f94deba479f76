import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { breakpoints, mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/contract.css';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({
  position: 'relative',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  fontFamily: vars.font.body,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentMaxWidth,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  color: vars.color.brandText,
  fontFamily: vars.font.heading,
  // A step smaller on a phone, so the logo, Menu and the cart share a 320 px line.
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xlarge } },
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});

/** Below the tablet breakpoint: the bar is the logo, the Menu button and the cart. */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

/** Below the desktop breakpoint, where a compact header keeps its search behind a button. */
const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

/**
 * A compact header's logo: below the desktop breakpoint it gives up room before any part of
 * the bar leaves the row, down to its longest word (its words wrap, never inside one).
 */
export const compactLogo = style([
  logo,
  {
    '@media': {
      [belowDesktop]: { flex: '1 1 0', minInlineSize: 'min-content', maxInlineSize: 'max-content' },
    },
  },
]);

/*
 * The visual order of the bar's parts. On a phone: logo, Menu, cart, then the search on a line
 * of its own. From the tablet breakpoint the phone menu's parts join the bar (it is laid out as
 * `contents`): logo, products, actions, cart, and from the desktop one the search between the
 * products and the actions.
 */
export const search = style({
  order: 10,
  flexBasis: '100%',
  minInlineSize: 0,
  '@media': { [mediaQueries.desktop]: { order: 2, flexBasis: 'auto', flex: '1 1 20rem' } },
});

/** A compact header's search: in the bar from the desktop breakpoint, a row below it when open. */
export const compactSearch = style([
  search,
  {
    '@media': {
      [belowDesktop]: {
        display: 'none',
        selectors: { '&[data-open="true"]': { display: 'block' } },
      },
    },
  },
]);

export const nav = style({ order: 1 });

export const actions = style({
  order: 3,
  display: 'flex',
  // Where they do not fit beside the products (a tablet, in Spanish, signed in), the actions
  // wrap onto a line of their own, right-aligned.
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginInlineStart: 'auto',
  '@media': {
    [phone]: { flexDirection: 'column', alignItems: 'stretch', marginInlineStart: 0 },
  },
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  // A control's label stays on one line ("Español", "Hi, Alicia"): the bar makes room.
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const cartButton = style([action, { order: 4 }]);

/** A compact header's Search button, before the cart, below the desktop breakpoint only. */
export const searchButton = style([
  action,
  { order: 4, '@media': { [mediaQueries.desktop]: { display: 'none' } } },
]);

/** The phone's Menu button: on the bar below the tablet breakpoint only. */
export const phoneMenuButton = style([
  action,
  {
    order: 1,
    marginInlineStart: 'auto',
    '@media': { [mediaQueries.tablet]: { display: 'none' } },
  },
]);

/**
 * The Menu button's word: on the narrowest phones (under 360 px) only its icon shows, so that
 * a long site name ("Snack Shop Rewards"), Menu and the cart share one line; the word stays
 * the button's accessible name.
 */
export const menuLabel = style({
  '@media': { 'screen and (max-width: 359.98px)': visuallyHiddenRules },
});

/**
 * The products, language and account links. From the tablet breakpoint they are parts of the
 * bar; on a phone a panel under it, shown while the Menu button is open.
 */
export const phoneMenu = style({
  display: 'contents',
  '@media': {
    [phone]: {
      display: 'none',
      position: 'absolute',
      zIndex: 600,
      insetInline: 0,
      insetBlockStart: '100%',
      flexDirection: 'column',
      gap: vars.space.small,
      maxBlockSize: '80vh',
      overflowY: 'auto',
      paddingBlock: vars.space.small,
      paddingInline: vars.space.medium,
      backgroundColor: vars.color.surfaceRaised,
      borderBlockEnd: `1px solid ${vars.color.divider}`,
      boxShadow: vars.shadow.medium,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
});

/** The products button; in the phone's panel the list is open under the Menu button instead. */
export const productsButton = style([action, { '@media': { [phone]: { display: 'none' } } }]);

export const actionIcon = style({ display: 'inline-flex', fontSize: vars.fontSize.large });

export const cartCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5rem',
  blockSize: '1.5rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const menuPanel = style({
  '@media': {
    [phone]: {
      position: 'static',
      padding: 0,
      border: 0,
      boxShadow: 'none',
      selectors: { '&[hidden]': { display: 'block' } },
    },
  },
  position: 'absolute',
  zIndex: 600,
  insetInline: 0,
  insetBlockStart: '100%',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.medium,
});

export const menuList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.xxsmall,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentMaxWidth,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([
  action,
  // Menu entries may be long ("Extra crunchy kettle-cooked chips"): they wrap between words.
  { inlineSize: '100%', whiteSpace: 'normal', textAlign: 'start' },
]);

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The account menu: its button and the panel under it, aligned to its end. */
export const accountMenu = style({ position: 'relative' });

/** The account menu's button; in the phone's panel its list is open instead. */
export const accountMenuButton = style([action, { '@media': { [phone]: { display: 'none' } } }]);

/** The account menu's sign out; in the phone's panel the one sign-out button follows it. */
export const accountSignOut = style({ '@media': { [phone]: { display: 'none' } } });

/** The sign-out button beside the account menu. */
export const signOutForm = style({ display: 'flex' });

export const accountPanel = style({
  '@media': {
    [phone]: {
      position: 'static',
      minInlineSize: 0,
      padding: 0,
      border: 0,
      boxShadow: 'none',
      selectors: { '&[hidden]': { display: 'block' } },
    },
  },
  position: 'absolute',
  zIndex: 600,
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  minInlineSize: '14rem',
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const accountList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
