import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Inline, inlineProps } from './Inline';

const snacks = ['Crunch Curls', 'Cloud Puffs', 'Wave Crisps', 'Cheddar Bites', 'Salsa Twists'];

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a row of items, wrapping where it must, spaced evenly by the theme's spacing
scale (a row of buttons, a list of links, a search box and its button), the space changing
with the breakpoints if need be.

## Do and don't

**Do**
- Give \`space\` a step of the scale (\`small\`, \`medium\`...), or one per breakpoint.
- Choose the element with \`component\` (\`ul\`, \`nav\`, a router's \`Form\`) so the page keeps
  its meaning.

**Don't**
- Add margins to the items: the space between them is the Inline's.
- Use it for a grid of columns or a layout with media queries of its own: that is a Box.

## Accessibility

- An Inline is a Box: it adds no role. A row of links is a \`nav\` (\`component="nav"\`, with an
  \`aria-label\`) or a list, so screen readers can skip or count it.
- Items are read and focused in source order; wrapping onto more rows does not change it.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  tags: ['stable'],
  args: {
    space: 'small',
    align: inlineProps.align.default,
    alignY: inlineProps.alignY.default,
    component: 'ul',
  },
  parameters: { usage },
  argTypes: {
    align: { control: 'inline-radio', options: inlineProps.align.values },
    alignY: { control: 'inline-radio', options: inlineProps.alignY.values },
  },
  render: (args) => (
    <Inline {...args}>
      {snacks.map((name) => (
        <Box key={name} component="li" padding="small" background="surfaceSunken">
          {name}
        </Box>
      ))}
    </Inline>
  ),
  // The items are product names, the same in every language.
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    // The second item sits after the first: beside it, or at the start of the next row.
    await expect(second!.left > first!.right || second!.top >= first!.bottom).toBe(true);
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The row centred. */
export const Centred: Story = { args: { align: 'center' } };

/** Too many items for a phone: they wrap onto more rows, the same space apart. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
