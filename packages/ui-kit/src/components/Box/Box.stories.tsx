import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: layout: spacing, flex and grid, backgrounds and radii from the theme
contract, with responsive values at the kit's breakpoints. For a column or a row of evenly
spaced items, take \`Stack\` or \`Inline\` (built on Box): a Box is for what they do not say.

## Do and don't

**Do**
- Use atom props (\`padding\`, \`gap\`, \`background\`...) so values come from the theme and
  follow the three themes.
- Choose the element with \`component\` (\`section\`, \`ul\`, \`nav\`) so the page keeps its
  meaning.

**Don't**
- Use inline \`style\` for spacing or colour: it skips the theme and the breakpoints.
- Use a Box where a component exists (Text, Heading, Button): they carry the type scale and
  the focus ring.

## Accessibility

- A Box adds no role: choose the element with \`component\` (\`nav\`, \`ul\`, \`section\`) so screen
  readers meet the landmarks and lists the page means; it resets that element's default
  margins and list markers, not its meaning.
- Order the children in the source as they should be read: \`flexDirection\` and \`order\` change
  only what is seen, and keyboard focus follows the source.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Box',
  component: Box,
  tags: ['stable'],
  args: {
    padding: 'large',
    background: 'surfaceRaised',
    borderRadius: 'medium',
    children: 'A box',
  },
  parameters: { usage, locales: { es: { children: 'Una caja' } } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Atoms change with the window: a single column on a phone, three from the tablet up. */
export const ResponsiveGrid: Story = {
  args: { children: undefined },
  render: () => (
    <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 1, tablet: 3 }}>
      {['Crunch Curls', 'Cloud Puffs', 'Wave Crisps'].map((name) => (
        <Box key={name} padding="medium" background="surfaceSunken" borderRadius="small">
          {name}
        </Box>
      ))}
    </Box>
  ),
};

/** Any element: here a list, whose browser styles the reset removes. */
export const AsList: Story = {
  args: { children: undefined },
  render: () => (
    <Box component="ul" display="flex" gap="small">
      <Box component="li" padding="small" background="brand" color="onBrand" borderRadius="full">
        Sweet
      </Box>
      <Box component="li" padding="small" background="critical" color="onBrand" borderRadius="full">
        Spicy
      </Box>
    </Box>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'A long paragraph inside a box wraps inside its padding and never spills out of its ' +
      'rounded corners, whatever the theme or the width of the window.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};

export const Spanish: Story = { args: { children: 'Una caja con texto en español' } };
