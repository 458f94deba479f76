import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the trail from Home to the current page on catalogue pages (category,
product), so the shopper can go up a level.

**When not to**: the steps of a task (\`CheckoutSteps\`), or a page one level deep.

## Do and don't

**Do**
- Start at Home and end with the current page, without an \`href\` on the last item.
- Pass the site's router link through \`renderLink\`, so going up a level is client-side.
- Use the same names as the pages' headings.

**Don't**
- Put the shopper's history in it: it shows where the page sits, not how they came.
- Use it as the page's only heading.

## Accessibility

- **Landmark**: a \`nav\` named by \`label\` ("Breadcrumb"); the current page is marked
  \`aria-current="page"\` and is not a link.
- **Separators**: the chevrons are hidden from screen readers.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
    usage,
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
