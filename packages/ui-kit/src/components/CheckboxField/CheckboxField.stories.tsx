import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  tags: ['stable'],
  args: { label: 'Send me the shop newsletter', name: 'shopNewsletter' },
  parameters: { locales: { es: { label: 'Envíenme el boletín de la tienda' } } },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByText(String(shownArgs(context).label)));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { hint: 'About once a month. Unsubscribe at any time.' },
};
export const Required: Story = {
  args: { label: 'I accept the Terms of Use', name: 'terms', required: true },
};
export const WithError: Story = {
  args: {
    label: 'I accept the Terms of Use',
    name: 'terms',
    required: true,
    error: 'Please accept the Terms of Use to continue.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const WithLink: Story = {
  args: {
    label: (
      <>
        I accept the <a href="#terms">Terms of Use</a>
      </>
    ),
    name: 'terms',
  },
};
export const LongText: Story = {
  args: {
    label:
      'Yes, send me Snack Rewards news, member-only offers, early access to limited flavors and birthday treats by email',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Acepto los Términos de uso',
    error: 'Acepte los Términos de uso para continuar.',
    required: true,
  },
};
