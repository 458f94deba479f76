import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BusinessOrderPrompt } from './BusinessOrderPrompt';

const spanish = {
  question: '¿Está pidiendo productos para un negocio que vende botanas a sus clientes?',
  linkLabel: 'Pide en nuestro sitio para negocios',
  newTabLabel: 'se abre en otra pestaña',
};

const meta = {
  title: 'Commerce/BusinessOrderPrompt',
  component: BusinessOrderPrompt,
  args: { businessSiteHref: 'https://business.snackshop.example' },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof BusinessOrderPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Are you ordering products for a business that sells snacks to customers?'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Order on our business site (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://business.snackshop.example');
  },
};
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: spanish };
