import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Feedback/ErrorFallback',
  component: ErrorFallback,
  tags: ['stable'],
  args: {
    title: 'Oops, there is an error!',
    retryLabel: 'Try again?',
    onRetry: fn(),
    autoFocus: false,
  },
  parameters: {
    locales: { es: { title: '¡Ups, hay un error!', retryLabel: '¿Intentar de nuevo?' } },
  },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { title, retryLabel } = shownArgs(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: String(title) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: String(retryLabel) }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithDescription: Story = {
  args: { description: 'We could not show this page. Your cart is safe.' },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const LongText: Story = {
  args: {
    description:
      'Something went wrong while we were loading the products, prices and availability for your zip code. Your cart and saved mixes are safe and will be here when you come back.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { title: '¡Ups, hay un error!', retryLabel: '¿Intentar de nuevo?' },
};
