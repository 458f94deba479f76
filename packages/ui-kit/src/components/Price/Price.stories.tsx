import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price, priceProps } from './Price';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a product's price, on its own or with the price before a discount
(\`originalCents\`), struck through.

**When not to**: the cart's and checkout's totals (\`OrderSummary\`).

## Do and don't

**Do**
- Pass integer cents as the API answers them; the kit formats with commerce-core's
  \`formatPrice\` (US dollars) for \`locale\`.
- Pass \`originalCents\` only when the product is really discounted: it shows only when higher
  than \`cents\`.
- Translate \`saleLabel\` and \`originalLabel\` with the page.

**Don't**
- Format or round the amount yourself, or compute a discount in the page.
- Show a sale only by colour: the struck-through original says it.

## Accessibility

- **Discounts**: strike-through is not announced, so both prices get a spoken prefix ("Sale
  price", "Original price") for screen readers.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
    usage,
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
