import { baseTokens } from '../base';
import type { ThemeTokens } from '../tokens';

/**
 * The hot-snack themed shop section: dark, with a flame-orange brand. Its layout sits
 * below a fixed header, hence the top padding: 82px when the window is wider than 900px,
 * otherwise 92px (the header wraps to two rows on narrow windows).
 */
export const hotTokens: ThemeTokens = {
  ...baseTokens,
  name: 'hot',
  colorScheme: 'dark',
  layout: {
    ...baseTokens.layout,
    pageTopPadding: '92px',
    pageTopPaddingWide: '82px',
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.6)',
    medium: '0 4px 12px rgb(0 0 0 / 0.7)',
    large: '0 12px 32px rgb(0 0 0 / 0.8)',
  },
  color: {
    brand: '#FF7A3D',
    brandHover: '#FF9A66',
    onBrand: '#1A0A00',
    brandText: '#FF8F5C',
    accent: '#FFD23F',
    onAccent: '#1A1400',
    surface: '#121212',
    surfaceRaised: '#1E1E1E',
    surfaceSunken: '#0A0A0A',
    text: '#F5F5F5',
    textMuted: '#BDBDBD',
    border: '#8C8C8C',
    divider: '#333333',
    focus: '#7CC4FF',
    success: '#6FD08C',
    onSuccess: '#0A1F10',
    successText: '#6FD08C',
    critical: '#FF8A80',
    onCritical: '#2A0805',
    criticalText: '#FF8A80',
    neutral: '#3A3A3A',
    onNeutral: '#F5F5F5',
    disabled: '#2A2A2A',
    overlay: 'rgb(0 0 0 / 0.7)',
    maintenance: '#06B3F2',
    onMaintenance: '#0B1F2A',
  },
};
