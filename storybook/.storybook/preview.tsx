import type { Decorator, Preview } from '@storybook/react-vite';
import { hotTheme } from '@snackshop/ui-kit/themes/hot';
import { rewardsTheme } from '@snackshop/ui-kit/themes/rewards';
import { snacksTheme } from '@snackshop/ui-kit/themes/snacks';
import { breakpoints } from '@snackshop/ui-kit';
import { configure } from 'storybook/test';
import { DocsPage } from './DocsPage';
import './docs.css';

// A play function's `findBy…` and `waitFor` return as soon as the state they wait for is
// there; the ceiling is for a machine busy with other suites, where one second was too short.
configure({ asyncUtilTimeout: 5_000 });

const themes: Record<string, string> = {
  snacks: snacksTheme,
  rewards: rewardsTheme,
  hot: hotTheme,
};

/**
 * Puts the chosen theme's class on <body> rather than on a wrapper so that content Radix
 * portals to the end of the body (drawers, snackbars) is themed too.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.theme)] ?? snacksTheme;
  document.body.className = theme;
  return <Story />;
};

/**
 * Components take their text as props, so the language switcher swaps args: a story file
 * lists its Spanish text under `parameters.locales.es`, and it replaces the English args
 * when Spanish is chosen. The page's `lang` follows so screen readers pronounce it right.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'es' ? 'es' : 'en';
  document.documentElement.lang = locale;
  const spanish = (context.parameters.locales as { es?: Record<string, unknown> } | undefined)?.es;
  if (locale === 'es' && spanish) return Story({ args: { ...context.args, ...spanish } });
  return <Story />;
};

/**
 * Viewport presets at the kit's own breakpoints: a phone, the tablet breakpoint (740 px,
 * where FilterPanel leaves its drawer), the themed layout's (900 px and one pixel past it,
 * where the hot theme's top padding changes) and the desktop one.
 */
const viewports = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: `Tablet ${breakpoints.tablet}`,
    styles: { width: `${breakpoints.tablet}px`, height: '1024px' },
    type: 'tablet',
  },
  themedLayout: {
    name: `Themed layout ${breakpoints.themedLayout}`,
    styles: { width: `${breakpoints.themedLayout}px`, height: '1024px' },
    type: 'tablet',
  },
  themedLayoutWide: {
    name: `Themed layout wide ${breakpoints.themedLayout + 1}`,
    styles: { width: `${breakpoints.themedLayout + 1}px`, height: '1024px' },
    type: 'desktop',
  },
  desktop: {
    name: `Desktop ${breakpoints.desktop}`,
    styles: { width: `${breakpoints.desktop}px`, height: '800px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocale, withTheme],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'snacks', title: 'Snacks' },
          { value: 'rewards', title: 'Rewards' },
          { value: 'hot', title: 'Hot (dark)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the sample text',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'snacks', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // The site opens on the introduction and the upgrade note, then the components in alphabetical order.
    options: { storySort: { order: ['Introduction', 'Upgrading', 'Tokens', '*'] } },
    // Every component's docs page shows its status and usage guidance (DocsPage.tsx).
    docs: { page: DocsPage },
    // Story tests fail on any accessibility violation axe finds.
    a11y: { test: 'error' },
  },
};

export default preview;
