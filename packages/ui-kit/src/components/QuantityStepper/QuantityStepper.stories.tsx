import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = {
  label: 'Cantidad',
  decreaseLabel: 'Disminuir cantidad',
  increaseLabel: 'Aumentar cantidad',
};

const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  tags: ['stable'],
  args: {
    defaultValue: 1,
    min: 1,
    max: 10,
    label: 'Quantity',
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
    onChange: fn(),
  },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, increaseLabel } = shownArgs(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: increaseLabel }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('spinbutton', { name: label })).toHaveValue(2);
  },
};
export const AtMaximum: Story = { args: { defaultValue: 10 } };
export const Disabled: Story = { args: { disabled: true } };
export const Spanish: Story = { args: spanish };
