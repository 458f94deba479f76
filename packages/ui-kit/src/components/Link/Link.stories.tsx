import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, linkProps } from './Link';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: going somewhere: another page, a section, a document. With \`asChild\`, a
router's link (client-side navigation) styled as this one.

**When not to**: an action that changes something (add, save, sign out): use \`Button\`. The
main step of a task (Checkout): a \`Button\` with \`asChild\`.

## Do and don't

**Do**
- Say where the link goes ("Shipping and returns"), so it makes sense read on its own.
- Set \`external\` for a link that opens a new tab: the tab is opened safely and screen readers
  hear "opens in a new tab" (\`newTabLabel\`, to translate).
- Keep the underline in running text; \`plain\` only in menus and footers, where the place says
  it is a link.

**Don't**
- Write "click here" or "more": a list of links read out of context means nothing.
- Use \`onClick\` without \`href\`: that is a button.

## Accessibility

- **Keyboard**: a native \`<a href>\`: Tab reaches it, Enter follows it; the theme's focus ring.
- **Names**: the link text is its name; an \`external\` link adds its new-tab note for screen
  readers only.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['stable'],
  args: { href: '#shipping', children: 'Shipping & Returns' },
  argTypes: { tone: { control: 'inline-radio', options: linkProps.tone.values } },
  parameters: { usage, locales: { es: { children: 'Envíos y devoluciones' } } },
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
