import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['stable'],
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '#home' },
      { label: 'All Snacks', href: '#all-snacks' },
      { label: 'Sea Salt Kettle Chips' },
    ],
  },
  parameters: {
    locales: {
      es: {
        label: 'Ruta de navegación',
        items: [
          { label: 'Inicio', href: '#home' },
          { label: 'Todas las botanas', href: '#all-snacks' },
          { label: 'Papas Kettle con sal de mar' },
        ],
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { label, items } = shownArgs(context);
    const nav = within(context.canvasElement).getByRole('navigation', { name: String(label) });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText(String(items.at(-1)!.label))).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const TwoLevels: Story = {
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'FAQ' }] },
};
export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Shop By Category', href: '#category' },
      { label: 'Chips and Crisps', href: '#chips' },
      { label: 'Extra Crunchy Jalapeño Cheddar Kettle-Cooked Potato Chips Family Size' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Ruta de navegación',
    items: [
      { label: 'Inicio', href: '#home' },
      { label: 'Todas las botanas', href: '#all-snacks' },
      { label: 'Papas Kettle con sal de mar' },
    ],
  },
};
