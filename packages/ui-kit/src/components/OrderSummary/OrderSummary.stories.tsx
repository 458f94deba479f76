import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { OrderSummary } from './OrderSummary';

const spanishLabels = {
  title: 'Resumen del pedido',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  shipping: 'Envío',
  tax: 'Impuestos',
  total: 'Total',
  free: 'GRATIS',
  pending: 'Se calcula al pagar',
  loading: 'Actualizando el resumen del pedido',
};

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  args: {
    subtotalCents: 4497,
    discountCents: 450,
    couponName: 'SNACK10',
    shippingCents: 0,
    taxCents: 331,
    totalCents: 4378,
  },
  parameters: { locales: { es: { labels: spanishLabels, locale: 'es-US' } } },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Discount (SNACK10)')).toBeVisible();
    await expect(canvas.getByText('−$4.50')).toBeVisible();
    await expect(canvas.getByText('$43.78')).toBeVisible();
  },
};
export const WithShippingCharge: Story = {
  args: { discountCents: 0, shippingCents: 599, totalCents: 5427 },
};
export const BeforeAddress: Story = {
  args: {
    discountCents: 0,
    couponName: undefined,
    shippingCents: null,
    taxCents: null,
    totalCents: 4497,
  },
};
export const Loading: Story = { args: { loading: true } };
export const WithCheckoutButton: Story = {
  args: { children: <Button fullWidth>Checkout</Button> },
};
export const LongText: Story = {
  args: {
    couponName: 'WELCOME-BACK-FREE-SHIPPING-AND-TEN-PERCENT',
    labels: { shipping: 'Standard ground shipping to the contiguous United States' },
  },
};
export const Spanish: Story = { args: { labels: spanishLabels, locale: 'es-US' } };
