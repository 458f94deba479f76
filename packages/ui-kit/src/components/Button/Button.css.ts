import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

const fills = {
  brand: {
    fill: vars.color.brand,
    hover: vars.color.brandHover,
    on: vars.color.onBrand,
    text: vars.color.brandText,
  },
  neutral: {
    fill: vars.color.neutral,
    hover: vars.color.neutral,
    on: vars.color.onNeutral,
    text: vars.color.text,
  },
  critical: {
    fill: vars.color.critical,
    hover: vars.color.critical,
    on: vars.color.onCritical,
    text: vars.color.criticalText,
  },
} as const;

type Tone = keyof typeof fills;
const tones = Object.keys(fills) as Tone[];

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minBlockSize: vars.layout.touchTarget,
    paddingInline: vars.space.large,
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: '2px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    textAlign: 'center',
    // A link styled as a button (`asChild`) loses the underline links have, and measures
    // its width as a button does (a link is content-box: full width would overflow).
    textDecoration: 'none',
    boxSizing: 'border-box',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.textMuted,
      },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      solid: {},
      outline: { backgroundColor: 'transparent' },
      ghost: { backgroundColor: 'transparent' },
    },
    tone: { brand: {}, neutral: {}, critical: {} },
    size: {
      small: {
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
        paddingInline: vars.space.medium,
      },
      standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
      large: {
        fontSize: vars.fontSize.large,
        lineHeight: vars.lineHeight.large,
        paddingInline: vars.space.xlarge,
      },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  compoundVariants: tones.flatMap((tone) => [
    {
      variants: { variant: 'solid' as const, tone },
      style: {
        backgroundColor: fills[tone].fill,
        color: fills[tone].on,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: fills[tone].hover } },
      },
    },
    {
      variants: { variant: 'outline' as const, tone },
      style: {
        borderColor: tone === 'neutral' ? vars.color.border : fills[tone].text,
        color: fills[tone].text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
    },
    {
      variants: { variant: 'ghost' as const, tone },
      style: {
        color: fills[tone].text,
        textDecoration: 'underline',
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
    },
  ]),
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'standard', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2400ms' } },
});
