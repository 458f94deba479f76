import type { Decorator, Preview } from '@storybook/react-vite';
import { hotTheme } from '@snackshop/ui-kit/themes/hot';
import { rewardsTheme } from '@snackshop/ui-kit/themes/rewards';
import { snacksTheme } from '@snackshop/ui-kit/themes/snacks';
import { breakpoints, vars } from '@snackshop/ui-kit';
import { useArgs, useEffect } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { DocsPage } from './DocsPage';
import './docs.css';

// A play function's `findBy…` and `waitFor` return as soon as the state they wait for is
// there; the ceiling is for a machine busy with other suites, where one second was too short.
configure({ asyncUtilTimeout: 5_000 });

const themes = [
  { value: 'snacks', title: 'Snacks', className: snacksTheme },
  { value: 'rewards', title: 'Rewards', className: rewardsTheme },
  { value: 'hot', title: 'Hot (dark)', className: hotTheme },
] as const;

/** The theme toolbar's choice that shows the story once in each theme. */
const sideBySide = 'side-by-side';

/**
 * Puts the chosen theme's class on <body> rather than on a wrapper so that content Radix
 * portals to the end of the body (drawers, snackbars) is themed too. "Side by side" renders
 * the story once per theme, each in a column wearing that theme's class and its page surface
 * and text colours (portalled content then takes the snacks theme from <body>).
 */
const withTheme: Decorator = (Story, context) => {
  if (context.globals.theme === sideBySide) {
    document.body.className = snacksTheme;
    return (
      <div className="themes-side-by-side">
        {themes.map(({ value, title, className }) => (
          <div
            key={value}
            className={`${className} themes-side-by-side-column`}
            style={{ background: vars.color.surface, color: vars.color.text }}
          >
            <p className="themes-side-by-side-name">{title}</p>
            <Story />
          </div>
        ))}
      </div>
    );
  }
  const theme = themes.find(({ value }) => value === context.globals.theme) ?? themes[0];
  document.body.className = theme.className;
  return <Story />;
};

/**
 * Components take their text as props, so the language switcher sets args: a story file lists
 * its Spanish text under `parameters.locales.es`, and choosing Español writes it into the
 * story's args (English puts the story's own back), so the Controls panel shows and edits the
 * text on screen. On the first render, before those args arrive, the Spanish text replaces
 * each arg still at the story's value. The page's `lang` follows so screen readers pronounce
 * it right.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'es' ? 'es' : 'en';
  document.documentElement.lang = locale;
  const spanish = (context.parameters.locales as { es?: Record<string, unknown> } | undefined)?.es;
  // Storybook runs decorators with its own hooks (storybook/preview-api), which this rule
  // takes for React's.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useLocaleArgs(locale, spanish, context);
  const untranslated =
    locale === 'es' && spanish
      ? Object.entries(spanish).filter(([key]) => context.args[key] === context.initialArgs[key])
      : [];
  // Always the same call, whichever args: `<Story />` on one render and `Story(…)` on the next
  // are different trees to React, so the args arriving would mount the story anew (its enter
  // animations replaying while the accessibility check of the first render reads contrast).
  return Story({ args: { ...context.args, ...Object.fromEntries(untranslated) } });
};

/** Writes the Spanish args when Español is chosen, and the story's own back for English. */
function useLocaleArgs(
  locale: 'en' | 'es',
  spanish: Record<string, unknown> | undefined,
  context: Parameters<Decorator>[1],
) {
  const [, updateArgs, resetArgs] = useArgs();
  useEffect(() => {
    if (!spanish) return;
    const keys = Object.keys(spanish);
    if (locale === 'es') updateArgs(spanish);
    else if (keys.some((key) => context.args[key] !== context.initialArgs[key])) resetArgs(keys);
    // Only a change of language sets args: an edit in the Controls panel stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
}

/**
 * A fixture arg this long as JSON (an image's data URI, a list of products with pictures) gets
 * no control: its JSON editor would make the props table thousands of pixels tall. Its row,
 * type and default stay; stories still render it.
 */
const longFixture = 400;

const withoutControlForLongFixtures: NonNullable<Preview['argTypesEnhancers']>[number] = (
  context,
) => {
  const long = Object.entries(context.initialArgs ?? {}).filter(([, value]) => {
    if (typeof value === 'function') return false;
    try {
      return (JSON.stringify(value)?.length ?? 0) > longFixture;
    } catch {
      return false;
    }
  });
  if (long.length === 0) return context.argTypes;
  return {
    ...context.argTypes,
    ...Object.fromEntries(
      long.map(([name]) => [name, { name, ...context.argTypes[name], control: false as const }]),
    ),
  };
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
  argTypesEnhancers: [withoutControlForLongFixtures],
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
          { value: sideBySide, title: 'All three, side by side' },
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
