import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FreeShippingProgress } from './FreeShippingProgress';

const spanish = {
  remainingText: '¡Agregue {amount} más para obtener envío gratis!',
  reachedText: '¡Ya tienes envío gratis!',
  label: 'Progreso hacia el envío gratis',
  locale: 'es-US',
};

const meta = {
  title: 'Commerce/FreeShippingProgress',
  component: FreeShippingProgress,
  args: { amountCents: 1199 },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Add $3.01 more to get free shipping!',
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '79');
  },
};
export const Empty: Story = { args: { amountCents: 0 } };
export const Reached: Story = { args: { amountCents: 1500 } };
export const Over: Story = { args: { amountCents: 4250 } };
export const LongText: Story = {
  args: {
    remainingText:
      'You are only {amount} away from free standard shipping to any address in the contiguous United States!',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: spanish };
