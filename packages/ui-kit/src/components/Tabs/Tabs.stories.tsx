import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { shownArgs } from '../../fixtures/shownArgs';

const items = [
  { value: 'description', label: 'Description', content: 'Kettle-cooked in small batches.' },
  { value: 'nutrition', label: 'Nutrition', content: '150 calories per 1 oz serving.' },
  { value: 'ingredients', label: 'Ingredients', content: 'Potatoes, sunflower oil, sea salt.' },
];
const spanishItems = [
  { value: 'description', label: 'Descripción', content: 'Cocinadas en lotes pequeños.' },
  { value: 'nutrition', label: 'Nutrición', content: '150 calorías por porción de 1 oz.' },
  { value: 'ingredients', label: 'Ingredientes', content: 'Papas, aceite de girasol, sal de mar.' },
];

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a few views of one thing that the shopper reads one at a time: a product's
description, ingredients and nutrition.

**When not to**: steps in order (\`CheckoutSteps\`), questions to scan and open several of
(\`Accordion\`), or moving between pages (links).

## Do and don't

**Do**
- Name the tab list with \`label\` ("Product details").
- Keep tab labels to a word or two, and the tabs to what fits on one row on a phone.
- Put what most shoppers look for in the first tab: it is open when no \`defaultValue\` is given.

**Don't**
- Hide something the shopper must see to decide (the price, an allergy warning) behind a tab.
- Nest tabs in tabs.

## Accessibility

- **Keyboard** (Radix Tabs, the WAI-ARIA tabs pattern): Tab reaches the selected tab, the arrow
  keys move between tabs and select them (following the reading direction), Home and End jump
  to the ends, Tab again moves into the panel.
- **Names**: the list is named by \`label\`; each panel is labelled by its tab.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['beta'],
  args: { label: 'Product details', items },
  parameters: { usage, locales: { es: { label: 'Detalles del producto', items: spanishItems } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const nutrition = shownArgs(context).items.find((item) => item.value === 'nutrition')!;
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: String(nutrition.label) }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(String(nutrition.content));
  },
};
export const WithDisabledTab: Story = {
  args: {
    items: [...items, { value: 'reviews', label: 'Reviews', content: '', disabled: true }],
  },
};
export const LongText: Story = {
  args: {
    items: [
      { value: 'a', label: 'Shipping, returns and refunds', content: 'We ship Monday to Friday.' },
      {
        value: 'b',
        label: 'Allergens and dietary information',
        content: 'Made in a facility that also processes peanuts, tree nuts, milk, soy and wheat.',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: { label: 'Detalles del producto', items: spanishItems } };
