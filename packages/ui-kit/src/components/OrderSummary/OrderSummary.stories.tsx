import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { formatPrice } from '@snackshop/commerce-core/cart';
import { OrderSummary, orderSummaryLabels } from './OrderSummary';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishLabels = {
  title: 'Resumen del pedido',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  reward: 'Paquete gratis',
  shipping: 'Envío',
  tax: 'Impuestos',
  total: 'Total',
  free: 'GRATIS',
  pending: 'Se calcula al pagar',
  loading: 'Actualizando el resumen del pedido',
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the money rows of the cart and checkout: subtotal, discount, reward, shipping,
tax and total, with room underneath (\`children\`) for a coupon field or the checkout button.

**When not to**: a product's price (\`Price\`), or any amount the server has not computed.

## Do and don't

**Do**
- Pass the amounts the API answers, in cents: the kit formats them and computes none.
- Pass \`null\` for shipping or tax while they are unknown: the row says "Calculated at
  checkout" (\`labels.pending\`).
- Pass \`loading\` while the totals recalculate, so nobody reads a stale total.
- Name the coupon (\`couponName\`) so the discount row says where it comes from.

**Don't**
- Add rows of your own or total anything in the page: one rule prices the cart (the server).
- Show a shipping charge of 0 as "$0.00": the summary says "FREE" (\`labels.free\`).

## Accessibility

- **Structure**: a section named by its title (\`labels.title\`); \`headingElement\` fits the title
  into the page outline.
- **Loading**: \`loading\` marks the section \`aria-busy\` and shows placeholders.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  tags: ['stable'],
  argTypes: { labels: labelsArgType('orderSummaryLabels', orderSummaryLabels) },
  args: {
    subtotalCents: 4497,
    discountCents: 450,
    couponName: 'SNACK10',
    shippingCents: 0,
    taxCents: 331,
    totalCents: 4378,
    locale: 'en-US',
  },
  parameters: { usage, locales: { es: { labels: spanishLabels, locale: 'es-US' } } },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { labels, locale } = shownArgs(context);
    const discount = { ...orderSummaryLabels, ...labels }.discount;
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(`${discount} (SNACK10)`)).toBeVisible();
    await expect(canvas.getByText(`−${formatPrice(450, locale)}`)).toBeVisible();
    await expect(canvas.getByText(formatPrice(4378, locale))).toBeVisible();
  },
};
/** A loyalty reward in a row of its own beside the coupon: `rewardCents` is part of `discountCents`. */
export const WithReward: Story = {
  args: { discountCents: 749, rewardCents: 299, totalCents: 4079, labels: { reward: 'Free pack' } },
  parameters: {
    locales: { es: { labels: { ...spanishLabels, reward: 'Paquete gratis' }, locale: 'es-US' } },
  },
  play: async (context) => {
    const { labels, locale } = shownArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(labels?.reward ?? 'Free pack')).toBeVisible();
    await expect(canvas.getByText(`−${formatPrice(299, locale)}`)).toBeVisible();
    await expect(canvas.getByText(`−${formatPrice(450, locale)}`)).toBeVisible();
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
