import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from '../themes/breakpoints';
import { vars } from '../themes/contract.css';

const space = vars.space;

/** Layout atoms that change with the window width (mobile first). */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    // Logical properties only, so layouts mirror correctly in right-to-left pages.
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: space,
    marginInlineEnd: space,
    textAlign: ['start', 'center', 'end'],
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

/** Atoms that do not change with the window width. */
const staticProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      neutral: vars.color.neutral,
      success: vars.color.success,
      critical: vars.color.critical,
      maintenance: vars.color.maintenance,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brandText: vars.color.brandText,
      onBrand: vars.color.onBrand,
      successText: vars.color.successText,
      criticalText: vars.color.criticalText,
      onMaintenance: vars.color.onMaintenance,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minInlineSize: { 0: '0' },
    inlineSize: { full: '100%' },
    overflow: ['hidden', 'visible', 'auto'],
    fontFamily: vars.font,
  },
});

/** Turns atom props into class names; `Box` is the usual way in. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

/** The atom props `sprinkles` and `Box` accept. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
