import { addons } from 'storybook/manager-api';

/**
 * The sidebar marks beta components so a designer sees which ones may still change; stable
 * ones keep their plain name. The sidebar's tag filter lists both statuses.
 */
addons.setConfig({
  sidebar: {
    renderLabel: (item) =>
      item.type === 'component' && item.tags.includes('beta') ? `${item.name} · beta` : item.name,
  },
});
