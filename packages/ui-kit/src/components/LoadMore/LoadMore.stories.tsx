import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Navigation/LoadMore',
  component: LoadMore,
  tags: ['beta'],
  args: {
    shown: 36,
    total: 120,
    label: 'Load more',
    statusText: 'Showing {shown} of {total}',
    onLoadMore: () => {},
  },
  parameters: {
    locales: { es: { label: 'Cargar más', statusText: 'Mostrando {shown} de {total}' } },
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

function Growing(args: LoadMoreProps) {
  const [shown, setShown] = useState(args.shown);
  return <LoadMore {...args} shown={shown} onLoadMore={() => setShown((n) => n + 36)} />;
}

export const Default: Story = {
  render: (args) => <Growing {...args} />,
  play: async (context) => {
    const { label, statusText } = shownArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: String(label) }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      String(statusText).replace('{shown}', '72').replace('{total}', '120'),
    );
  },
};
export const Loading: Story = { args: { loading: true } };
export const AllShown: Story = { args: { shown: 120 } };
export const Empty: Story = { args: { shown: 0, total: 0 } };
export const LongText: Story = {
  args: {
    label: 'Show the next 36 snacks in this category',
    statusText: 'You have seen {shown} of the {total} snacks that match your filters',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { label: 'Cargar más', statusText: 'Mostrando {shown} de {total}' },
};
