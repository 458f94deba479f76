import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  SearchAutocomplete,
  searchAutocompleteLabels,
  type SearchAutocompleteProps,
} from './SearchAutocomplete';
import type { SearchSuggestion } from './suggestion';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

const catalogue: SearchSuggestion[] = [
  { id: '1', label: 'Sea Salt Kettle Chips', meta: 'Crunchwell · 8 oz' },
  { id: '2', label: 'Salt & Vinegar Ridges', meta: 'Crunchwell · 1 oz' },
  { id: '3', label: 'Jalapeño Cheddar Puffs', meta: 'Puffington · 2 oz' },
  { id: '4', label: 'Salted Caramel Popcorn', meta: 'Poppa · 5 oz' },
  { id: '5', label: 'Honey BBQ Twists', meta: 'Twistly · 1.5 oz' },
];

const spanishLabels = {
  label: 'Buscar botanas',
  placeholder: 'Busque botanas, marcas, sabores',
  loading: 'Buscando…',
  empty: 'No hay resultados para “{query}”',
  results: '{count} sugerencias. Use las flechas arriba y abajo para elegir.',
};

/** Filters the invented catalogue as the API's autocomplete would. */
function Live(args: SearchAutocompleteProps) {
  const [query, setQuery] = useState(args.defaultValue ?? '');
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const suggestions = catalogue.filter((s) => fold(s.label).includes(fold(query.trim())));
  return (
    <SearchAutocomplete
      {...args}
      value={query}
      onValueChange={setQuery}
      suggestions={suggestions}
    />
  );
}

/** The labels on screen in the language chosen in the toolbar. */
function shownLabels(context: Parameters<typeof shownArgs<SearchAutocompleteProps>>[0]) {
  return { ...searchAutocompleteLabels, ...shownArgs(context).labels };
}

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the shop's search, with suggestions as the shopper types (in the Header's
search slot).

**When not to**: filtering a list already on the page (\`FilterPanel\`), or choosing from a short
fixed list (\`Select\`).

## Do and don't

**Do**
- Fetch suggestions for \`value\` in the site, and pass \`loading\` while they come.
- Handle both \`onSelect\` (a suggestion was chosen) and \`onSubmit\` (Enter on the text as typed).
- Give \`action\` and \`name\` ("/search", "q") so the search works before scripts run.

**Don't**
- Open suggestions on the first character: \`minLength\` is 2 by default for a reason.
- Put other controls in the suggestions.

## Accessibility

- **Pattern**: the WAI-ARIA combobox with list autocomplete. Typing opens the list; Down and Up
  move through it while focus stays in the field (\`aria-activedescendant\`); Enter picks the
  active suggestion or searches for the text; Escape closes the list and, pressed again,
  clears the field.
- **Announcements**: loading, the number of suggestions and "no results" are read from a polite
  status region.
- **Landmark**: the form is a \`search\` landmark; its label is read by screen readers even when
  hidden (\`showLabel\` shows it).
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Navigation/SearchAutocomplete',
  component: SearchAutocomplete,
  tags: ['stable'],
  argTypes: { labels: labelsArgType('searchAutocompleteLabels', searchAutocompleteLabels) },
  args: { suggestions: catalogue, onSelect: fn(), onSubmit: fn() },
  parameters: { usage, locales: { es: { labels: spanishLabels } } },
  decorators: [
    (Story) => <div style={{ maxInlineSize: '28rem', minBlockSize: '22rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof SearchAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: shownLabels(context).label });
    await userEvent.type(input, 'salt');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Salt & Vinegar Ridges/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(catalogue[1]);
  },
};
export const Open: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'jalapeno');
  },
};
export const Loading: Story = {
  args: { loading: true, defaultValue: 'chee' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent(shownLabels(context).loading);
  },
};
export const Empty: Story = {
  args: { suggestions: [], defaultValue: 'pretzelz' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      shownLabels(context).empty.replace('{query}', 'pretzelz'),
    );
  },
};
export const VisibleLabel: Story = { args: { showLabel: true } };
export const LongText: Story = {
  args: {
    suggestions: [
      {
        id: 'l',
        label: 'Extra Crunchy Jalapeño Cheddar Kettle-Cooked Potato Chips Family Size Party Pack',
        meta: 'Crunchwell · 15.5 oz · Limited edition',
      },
    ],
    defaultValue: 'chips',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
export const Spanish: Story = {
  render: (args) => <Live {...args} />,
  args: { labels: spanishLabels },
};

/** A GET form to /search?q= for pages whose scripts have not run yet. */
export const WithoutScripts: Story = { args: { action: '/search', name: 'q' } };
