import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['stable'],
  args: { children: 'Remove Crunch Curls from the cart' },
  parameters: { locales: { es: { children: 'Quitar Crunch Curls del carrito' } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button whose name only screen readers hear. */
export const IconButtonName: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName(String(shownArgs(context).children));
  },
};

export const Spanish: Story = {
  ...IconButtonName,
  args: { children: 'Quitar Crunch Curls del carrito' },
};
