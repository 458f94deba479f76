import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack, stackProps } from './Stack';

const snacks = ['Crunch Curls', 'Cloud Puffs', 'Wave Crisps'];

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { space: 'medium', align: stackProps.align.default, component: 'ul' },
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
