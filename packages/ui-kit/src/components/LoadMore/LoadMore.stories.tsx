import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a listing that grows in place, a batch at a time (36 products), with the count
of what is shown so far.

**When not to**: results the shopper jumps between or shares by page (\`Pagination\`).

## Do and don't

**Do**
- Pass \`shown\` and \`total\` from the API's answer, and \`loading\` while the next batch comes.
- Append the new items after the ones shown, so the shopper's place in the list stays.

**Don't**
- Load the next batch by itself on scroll as well: the shopper would never reach the footer.
- Hide the button with your own check: it goes by itself once everything is shown.

## Accessibility

- **Announcements**: the count ("Showing 72 of 120") is a status region, so screen readers hear
  the new total after a load; the bar under it is drawn for the eye only.
- **Focus**: stays on the Load more button (a \`Button\`, which keeps focus while \`loading\`),
  ready to load again.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
    usage,
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
