import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  tags: ['stable'],
  args: { label: 'Phone number', hint: 'For delivery questions only.', onChange: fn() },
  parameters: {
    locales: { es: { label: 'Número de teléfono', hint: 'Solo para dudas sobre la entrega.' } },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const name = String(shownArgs(context).label);
    const input = within(canvasElement).getByRole('textbox', { name });
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 123-4567', '5551234567');
  },
};
export const Empty: Story = { args: { hint: undefined, placeholder: '(555) 123-4567' } };
export const Filled: Story = { args: { defaultValue: '5551234567' } };
export const Error: Story = {
  args: { defaultValue: '555123', error: 'Phone number must be 10 digits.', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '5551234567' } };
export const LongText: Story = {
  args: {
    label: 'Phone number where the carrier can reach you on the day of delivery',
    hint: 'We never use this number for marketing calls or text messages of any kind.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '15rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { label: 'Número de teléfono', hint: 'Solo para dudas sobre la entrega.' },
};
