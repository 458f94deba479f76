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

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['beta'],
  args: { label: 'Product details', items },
  parameters: { locales: { es: { label: 'Detalles del producto', items: spanishItems } } },
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
