import { baseTokens } from '../base';
import type { ThemeTokens } from '../tokens';

/** The rewards programme: deep purple brand with a gold accent, rounder shapes. */
export const rewardsTokens: ThemeTokens = {
  ...baseTokens,
  name: 'rewards',
  colorScheme: 'light',
  font: {
    body: baseTokens.font.body,
    heading: 'Georgia, "Times New Roman", serif',
  },
  radius: { none: '0', small: '0.375rem', medium: '0.75rem', large: '1.25rem', full: '9999px' },
  color: {
    brand: '#5B2A86',
    brandHover: '#47206A',
    onBrand: '#FFFFFF',
    brandText: '#5B2A86',
    accent: '#F2B705',
    onAccent: '#221A00',
    surface: '#FBF8FF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#F1ECF7',
    text: '#1E1A24',
    textMuted: '#5B5466',
    border: '#837B8F',
    divider: '#E4DDEE',
    focus: '#0B57D0',
    success: '#1B7F3B',
    onSuccess: '#FFFFFF',
    successText: '#17692F',
    critical: '#B3261E',
    onCritical: '#FFFFFF',
    criticalText: '#A1221B',
    neutral: '#EAE3F3',
    onNeutral: '#1E1A24',
    disabled: '#EAE3F3',
    overlay: 'rgb(20 8 32 / 0.55)',
    maintenance: '#06B3F2',
    onMaintenance: '#0B1F2A',
  },
};
