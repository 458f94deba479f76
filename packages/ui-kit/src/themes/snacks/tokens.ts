import { baseTokens } from '../base';
import type { ThemeTokens } from '../tokens';

/** The snack shop: warm red brand on white. */
export const snacksTokens: ThemeTokens = {
  ...baseTokens,
  name: 'snacks',
  colorScheme: 'light',
  color: {
    brand: '#C8102E',
    brandHover: '#A50E26',
    onBrand: '#FFFFFF',
    brandText: '#B00E29',
    accent: '#FFC233',
    onAccent: '#1F1300',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#F4F4F5',
    text: '#1B1B1F',
    textMuted: '#5A5A63',
    border: '#808089',
    divider: '#E2E2E6',
    focus: '#0B57D0',
    success: '#1B7F3B',
    onSuccess: '#FFFFFF',
    successText: '#17692F',
    critical: '#B3261E',
    onCritical: '#FFFFFF',
    criticalText: '#A1221B',
    neutral: '#E8E8EC',
    onNeutral: '#1B1B1F',
    disabled: '#E8E8EC',
    overlay: 'rgb(0 0 0 / 0.5)',
    maintenance: '#06B3F2',
    onMaintenance: '#0B1F2A',
  },
};
