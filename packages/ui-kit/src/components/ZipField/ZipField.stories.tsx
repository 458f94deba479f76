import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZipField } from './ZipField';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Forms/ZipField',
  component: ZipField,
  tags: ['stable'],
  args: { label: 'Zip code', onChange: fn() },
  parameters: { locales: { es: { label: 'Código postal' } } },
} satisfies Meta<typeof ZipField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const name = String(shownArgs(context).label);
    const input = within(canvasElement).getByRole('textbox', { name });
    await userEvent.type(input, '9a02101');
    await expect(input).toHaveValue('90210');
    await expect(args.onChange).toHaveBeenLastCalledWith('90210');
  },
};
export const Filled: Story = { args: { defaultValue: '10001' } };
export const Error: Story = {
  args: { defaultValue: '100', error: 'Zip code must be 5 digits.', required: true },
  parameters: { locales: { es: { error: 'El código postal debe tener 5 dígitos.' } } },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '10001' } };
export const LongText: Story = {
  args: {
    label: 'Zip code of the address where you would like your snacks delivered',
    hint: 'Some products are not available in every zip code.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { label: 'Código postal', error: 'El código postal debe tener 5 dígitos.' },
};
