import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a list split into numbered pages the shopper may jump between or share: search
results, order history.

**When not to**: a listing that grows in place (\`LoadMore\`), or two to three items.

## Do and don't

**Do**
- Give \`hrefFor\` so each page is a real link: it works before JavaScript loads, opens in a new
  tab and is indexed. Without it the pages are buttons.
- Call \`onPageChange\` to move focus or scroll to the top of the list after a change.
- Translate \`label\`, \`previousLabel\`, \`nextLabel\` and \`pageLabel\` with the page.

**Don't**
- Render it for a single page: it renders nothing then, so no check is needed around it.
- Put two on one page without different \`label\`s: the landmarks would have the same name.

## Accessibility

- **Landmark**: a \`nav\` named by \`label\`; the current page is marked \`aria-current="page"\`.
- **Names**: each page is named "Page n" (\`pageLabel\`); previous and next stay in place at
  the ends, \`aria-disabled\` and inert.
- **Keyboard**: links or buttons in reading order; the gaps ("…") are hidden from screen readers.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
    usage,
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
