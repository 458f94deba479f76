import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { hotTokens } from './hot/tokens';
import { rewardsTokens } from './rewards/tokens';
import { snacksTokens } from './snacks/tokens';
import type { ThemeTokens } from './tokens';

type ColorName = keyof ThemeTokens['color'];

const surfaces: ColorName[] = ['surface', 'surfaceRaised', 'surfaceSunken'];
const textOnSurfaces: ColorName[] = [
  'text',
  'textMuted',
  'brandText',
  'successText',
  'criticalText',
];
const uiOnSurfaces: ColorName[] = ['border', 'focus', 'brand'];

/** Every foreground/background pair the components draw, with the WCAG 2.2 AA minimum. */
const pairs: Array<{ fg: ColorName; bg: ColorName; min: number }> = [
  ...textOnSurfaces.flatMap((fg) => surfaces.map((bg) => ({ fg, bg, min: 4.5 }))),
  ...uiOnSurfaces.flatMap((fg) => surfaces.map((bg) => ({ fg, bg, min: 3 }))),
  { fg: 'onBrand', bg: 'brand', min: 4.5 },
  { fg: 'onBrand', bg: 'brandHover', min: 4.5 },
  { fg: 'onAccent', bg: 'accent', min: 4.5 },
  { fg: 'onSuccess', bg: 'success', min: 4.5 },
  { fg: 'onCritical', bg: 'critical', min: 4.5 },
  { fg: 'onNeutral', bg: 'neutral', min: 4.5 },
  { fg: 'text', bg: 'neutral', min: 4.5 },
  { fg: 'textMuted', bg: 'disabled', min: 4.5 },
  { fg: 'onMaintenance', bg: 'maintenance', min: 4.5 },
];

const themes = [snacksTokens, rewardsTokens, hotTokens];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // #767676 on white is the well-known smallest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow('Expected a #RRGGBB colour, got "red"');
  });
});

describe.each(themes)('the $name theme', (tokens) => {
  it.each(pairs)('$fg on $bg reaches $min:1', ({ fg, bg, min }) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(min);
  });

  it('keeps the maintenance light blue #06B3F2', () => {
    expect(tokens.color.maintenance).toBe('#06B3F2');
  });
});

describe('layout tokens', () => {
  it('gives the hot themed layout 82px top padding above 900px and 92px otherwise', () => {
    expect(hotTokens.breakpoints.themedLayout).toBe(900);
    expect(hotTokens.layout.pageTopPaddingWide).toBe('82px');
    expect(hotTokens.layout.pageTopPadding).toBe('92px');
  });

  it('adds no top padding in the snacks and rewards layouts', () => {
    for (const tokens of [snacksTokens, rewardsTokens]) {
      expect(tokens.layout.pageTopPadding).toBe('0px');
      expect(tokens.layout.pageTopPaddingWide).toBe('0px');
    }
  });

  it('marks only the hot theme as dark', () => {
    expect(themes.map((t) => [t.name, t.colorScheme])).toEqual([
      ['snacks', 'light'],
      ['rewards', 'light'],
      ['hot', 'dark'],
    ]);
  });
});
