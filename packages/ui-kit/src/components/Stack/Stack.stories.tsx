import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack, stackProps } from './Stack';

const snacks = ['Crunch Curls', 'Cloud Puffs', 'Wave Crisps'];

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a column of items spaced evenly by the theme's spacing scale (a form's fields,
the sections of a panel), the space changing with the breakpoints if need be.

## Do and don't

**Do**
- Give \`space\` a step of the scale (\`small\`, \`medium\`...), or one per breakpoint.
- Choose the element with \`component\` (\`ul\`, \`nav\`, a router's \`Form\`) so the page keeps
  its meaning.

**Don't**
- Add margins to the items: the space between them is the Stack's.
- Use it for a grid of columns or a layout with media queries of its own: that is a Box.

## Accessibility

- A Stack is a Box: it adds no role. With \`component="ul"\` or \`"ol"\` wrap each item in an
  \`li\` so the list is announced with its count.
- Items are read and focused in source order, which is also the visual order.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  tags: ['stable'],
  args: { space: 'medium', align: stackProps.align.default, component: 'ul' },
  parameters: { usage },
  argTypes: { align: { control: 'inline-radio', options: stackProps.align.values } },
  render: (args) => (
    <Stack {...args}>
      {snacks.map((name) => (
        <Box key={name} component="li" padding="small" background="surfaceSunken">
          {name}
        </Box>
      ))}
    </Stack>
  ),
  // The items are product names, the same in every language.
  play: async ({ canvasElement }) => {
    const items = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    // Each item starts below the one before it, the same gap apart.
    const gaps = items.slice(1).map((item, index) => item.top - items[index]!.bottom);
    await expect(gaps.every((gap) => gap > 0 && Math.abs(gap - gaps[0]!) < 1)).toBe(true);
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** More room between the items. */
export const Large: Story = { args: { space: 'xlarge' } };

/** Items keep their own width, centred. */
export const Centred: Story = { args: { align: 'center' } };

/** Tighter on a phone, looser from the tablet up. */
export const Responsive: Story = { args: { space: { mobile: 'small', tablet: 'xlarge' } } };
