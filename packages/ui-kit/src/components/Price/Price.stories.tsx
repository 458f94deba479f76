import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price, priceProps } from './Price';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  tags: ['stable'],
  args: { cents: 1299 },
  argTypes: {
    size: { control: 'inline-radio', options: priceProps.size.values },
    locale: { control: 'inline-radio', options: priceProps.locale.values },
  },
  parameters: {
    locales: {
      es: { locale: 'es-US', saleLabel: 'Precio de oferta', originalLabel: 'Precio original' },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Discounted: Story = { args: { cents: 999, originalCents: 1299 } };
export const Large: Story = { args: { cents: 4599, size: 'large' } };
export const Free: Story = { args: { cents: 0 } };
export const Spanish: Story = {
  args: {
    cents: 999,
    originalCents: 1299,
    locale: 'es-US',
    saleLabel: 'Precio de oferta',
    originalLabel: 'Precio original',
  },
};
