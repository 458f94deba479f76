import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeProps } from './Badge';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a short status on an item: "New", "Best seller", "Sale", "Out of stock".

**When not to**: a message that needs a sentence (\`Banner\`, \`Snackbar\`), or anything the
shopper can press (a \`Button\`, or FilterPanel's removable chips).

## Do and don't

**Do**
- Keep it to one or two words.
- Pick the \`tone\` by meaning: \`critical\` for sale or problems, \`success\` for good news,
  \`brand\` or \`accent\` to draw the eye, \`neutral\` otherwise.

**Don't**
- Stack more than two on one item (ProductTile's picture would be covered).
- Rely on the colour alone: the word carries the meaning.

## Accessibility

- **Reading**: a badge is plain text, read where it sits in the source; it has no role and is
  not focusable.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['stable'],
  args: { children: 'Best seller' },
  argTypes: { tone: { control: 'inline-radio', options: badgeProps.tone.values } },
  parameters: { usage, locales: { es: { children: 'Más vendido' } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {badgeProps.tone.values.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Limited edition seasonal flavour, only while supplies last' },
  decorators: [(Story) => <div style={{ maxInlineSize: '10rem' }}>{Story()}</div>],
};

export const Spanish: Story = { args: { children: 'Más vendido' } };
