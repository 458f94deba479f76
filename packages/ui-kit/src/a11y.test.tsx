import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, describe, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { hotTheme } from './themes/hot';
import { rewardsTheme } from './themes/rewards';
import { snacksTheme } from './themes/snacks';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story of every component, so a new component is covered without touching this file.
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });
const themes = { snacks: snacksTheme, rewards: rewardsTheme, hot: hotTheme };

afterEach(() => {
  cleanup();
  document.body.className = snacksTheme;
});

/**
 * Storybook's own story tests run axe in the default theme; this renders every story in
 * each theme, because a colour can pass on white and fail on the hot theme's black.
 */
describe.each(Object.entries(themes))('every story in the %s theme', (_name, themeClass) => {
  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module) as Record<string, ComponentType>;
    const title = file.replace(/^.*\/(\w+)\.stories\.tsx$/, '$1');
    it.each(Object.entries(stories))(`${title} %s has no axe violations`, async (_story, Story) => {
      document.body.className = themeClass;
      await render(<Story />);
      await expectNoAxeViolations();
    });
  }
});
