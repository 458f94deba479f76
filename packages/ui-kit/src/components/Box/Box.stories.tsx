import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surfaceRaised',
    borderRadius: 'medium',
    children: 'A box',
  },
  parameters: { locales: { es: { children: 'Una caja' } } },
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
