import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '@snackshop/commerce-core/cart';
import { FreeShippingProgress } from './FreeShippingProgress';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = {
  remainingText: '¡Agregue {amount} más para obtener envío gratis!',
  reachedText: '¡Ya tienes envío gratis!',
  label: 'Progreso hacia el envío gratis',
  locale: 'es-US' as const,
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: in the cart and mini cart, how far the order is from free shipping ("Add $3.01
more to get free shipping!"), and that it got there.

**When not to**: any other progress (a \`MixBuilder\` counts its own packs).

## Do and don't

**Do**
- Pass \`remainingCents\` as the server answers it (shippingcharge's
  \`remainingForFreeShippingCents\`): the bar then follows the server's rule.
- Translate \`remainingText\` (with \`{amount}\`), \`reachedText\` and \`label\`, and pass \`locale\`.

**Don't**
- Compute the remaining amount in the page: the rule lives in commerce-core and the server.
- Format the amount yourself: pass cents and \`locale\`; \`{amount}\` is filled in formatted.

## Accessibility

- **Announcements**: the message is a status region, so a change after adding to the cart is
  announced politely.
- **The bar**: a \`progressbar\` named by \`label\`, with its value from 0 to 100 and a text
  value in percent.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/FreeShippingProgress',
  component: FreeShippingProgress,
  tags: ['stable'],
  args: {
    amountCents: 1199,
    remainingText: 'Add {amount} more to get free shipping!',
    reachedText: 'You’ve earned free shipping!',
    label: 'Progress towards free shipping',
    locale: 'en-US',
  },
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { remainingText, locale } = shownArgs(context);
    const canvas = within(context.canvasElement);
    // $11.99 of the $15.00 threshold: $3.01 to go.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      String(remainingText).replace('{amount}', formatPrice(301, locale)),
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
/** As the cart shows it: the server's minimum and what it says remains (shippingcharge). */
export const FromServerAnswer: Story = {
  args: { amountCents: undefined, thresholdCents: 2500, remainingCents: 1000 },
  play: async (context) => {
    const { remainingText, locale } = shownArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      String(remainingText).replace('{amount}', formatPrice(1000, locale)),
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};
