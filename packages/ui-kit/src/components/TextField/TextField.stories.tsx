import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, textFieldProps } from './TextField';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['stable'],
  args: {
    label: 'Email',
    hint: 'We send your receipt here.',
    type: 'email',
    autoComplete: 'email',
  },
  argTypes: { type: { control: 'select', options: textFieldProps.type.values } },
  parameters: {
    locales: {
      es: { label: 'Correo electrónico', hint: 'Aquí le enviamos su recibo.' },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const name = String(shownArgs(context).label);
    const input = within(context.canvasElement).getByRole('textbox', { name });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};
export const Empty: Story = { args: { hint: undefined, placeholder: 'name@example.com' } };
export const Required: Story = { args: { required: true } };
export const Error: Story = {
  args: { defaultValue: 'ana@', error: 'Email address should be in name@example.com format.' },
  parameters: {
    locales: {
      es: { error: 'El correo electrónico debe tener el formato nombre@ejemplo.com.' },
    },
  },
  play: async (context) => {
    const { label, hint, error } = shownArgs(context);
    const input = within(context.canvasElement).getByRole('textbox', { name: String(label) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${String(hint)} ${String(error)}`);
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@example.com' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', hint: undefined, autoComplete: 'current-password' },
};
export const LongText: Story = {
  args: {
    label: 'Name of the person who will receive this gift card at their delivery address',
    hint: 'Use the name printed on their mailbox so the carrier can find them without a call.',
    error: 'Only letters, dots, ampersand, apostrophe and spaces are allowed in this field.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Correo electrónico',
    hint: 'Aquí le enviamos su recibo.',
    error: 'El correo electrónico es obligatorio.',
  },
};
