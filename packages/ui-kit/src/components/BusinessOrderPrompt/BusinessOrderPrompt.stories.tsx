import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BusinessOrderPrompt } from './BusinessOrderPrompt';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = {
  question: '¿Está pidiendo productos para un negocio que vende botanas a sus clientes?',
  linkLabel: 'Pide en nuestro sitio para negocios',
  newTabLabel: 'se abre en otra pestaña',
};

const meta = {
  title: 'Commerce/BusinessOrderPrompt',
  component: BusinessOrderPrompt,
  tags: ['stable'],
  args: {
    businessSiteHref: 'https://business.snackshop.example',
    question: 'Are you ordering products for a business that sells snacks to customers?',
    linkLabel: 'Order on our business site',
    newTabLabel: 'opens in a new tab',
  },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof BusinessOrderPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { question, linkLabel, newTabLabel } = shownArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(String(question))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${String(linkLabel)} (${newTabLabel})` }),
    ).toHaveAttribute('href', 'https://business.snackshop.example');
  },
};
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: spanish };
