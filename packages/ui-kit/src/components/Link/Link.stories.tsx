import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, linkProps } from './Link';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['stable'],
  args: { href: '#shipping', children: 'Shipping & Returns' },
  argTypes: { tone: { control: 'inline-radio', options: linkProps.tone.values } },
  parameters: { locales: { es: { children: 'Envíos y devoluciones' } } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const name = String(shownArgs(context).children);
    const link = within(context.canvasElement).getByRole('link', { name });
    await expect(link).toHaveAttribute('href', '#shipping');
  },
};
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {linkProps.tone.values.map((tone) => (
        <Link key={tone} {...args} tone={tone}>
          {tone}
        </Link>
      ))}
    </div>
  ),
};
export const Plain: Story = { args: { plain: true, tone: 'neutral' } };
export const External: Story = {
  args: {
    href: 'https://business.example.com',
    external: true,
    children: 'Business orders',
    newTabLabel: 'opens in a new tab',
  },
  parameters: {
    locales: {
      es: { children: 'Pedidos para negocios', newTabLabel: 'se abre en otra pestaña' },
    },
  },
  play: async (context) => {
    const { children, newTabLabel } = shownArgs(context);
    const link = within(context.canvasElement).getByRole('link', {
      name: `${String(children)} (${newTabLabel})`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
export const InText: Story = {
  render: (args) => (
    <p>
      Read our <Link {...args} /> before you order.
    </p>
  ),
};
export const LongText: Story = {
  args: { children: 'Website Accessibility Statement and information about our ads and cookies' },
  decorators: [(Story) => <div style={{ maxInlineSize: '12rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: { children: 'Envíos y devoluciones' } };
