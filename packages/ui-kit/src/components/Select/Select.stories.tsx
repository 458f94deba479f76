import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { shownArgs } from '../../fixtures/shownArgs';

const states = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
  { value: 'HI', label: 'Hawaii (we do not ship here)', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['stable'],
  args: { label: 'State', placeholder: 'Select a state', options: states, required: true },
  parameters: { locales: { es: { label: 'Estado', placeholder: 'Selecciona un estado' } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const name = String(shownArgs(context).label);
    const select = within(context.canvasElement).getByRole('combobox', { name });
    await userEvent.selectOptions(select, 'TX');
    await expect(select).toHaveValue('TX');
  },
};
export const Empty: Story = { args: { options: [], placeholder: 'No states available' } };
export const Error: Story = {
  args: { error: 'State is required.' },
  parameters: { locales: { es: { error: 'El estado es obligatorio.' } } },
  play: async (context) => {
    const { label, error } = shownArgs(context);
    const select = within(context.canvasElement).getByRole('combobox', { name: String(label) });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(String(error));
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'CA' } };
export const WithHint: Story = { args: { hint: 'We cannot ship to Hawaii or Alaska.' } };
export const LongText: Story = {
  args: {
    label: 'Where should we send your order of snacks and variety packs',
    options: [{ value: 'x', label: 'A very long option label that would not fit on one line' }],
    defaultValue: 'x',
    placeholder: undefined,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Estado',
    placeholder: 'Selecciona un estado',
    error: 'El estado es obligatorio.',
  },
};
