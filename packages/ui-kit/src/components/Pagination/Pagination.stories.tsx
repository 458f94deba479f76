import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['stable'],
  args: {
    page: 4,
    pageCount: 12,
    label: 'Pagination',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: 'Page {page}',
  },
  parameters: {
    locales: {
      es: {
        label: 'Paginación',
        previousLabel: 'Anterior',
        nextLabel: 'Siguiente',
        pageLabel: 'Página {page}',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return <Pagination {...args} page={page} onPageChange={setPage} />;
}

export const Default: Story = {
  render: (args) => <Interactive {...args} />,
  play: async (context) => {
    const { nextLabel, pageLabel } = shownArgs(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: nextLabel }));
    const pageFive = String(pageLabel).replace('{page}', '5');
    await expect(canvas.getByRole('button', { name: pageFive })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const AsLinks: Story = { args: { hrefFor: (page) => `?page=${page}` } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
export const LongText: Story = {
  args: { previousLabel: 'Previous page of results', nextLabel: 'Next page of results' },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Paginación',
    previousLabel: 'Anterior',
    nextLabel: 'Siguiente',
    pageLabel: 'Página {page}',
  },
};
