import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = {
  label: 'Cantidad',
  decreaseLabel: 'Disminuir cantidad',
  increaseLabel: 'Aumentar cantidad',
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: choosing how many of a product, where the number is usually small: the
product page, a cart line, ProductTile.

**When not to**: amounts of money or anything that is not a count of items.

## Do and don't

**Do**
- Set \`max\` to what can be ordered (stock, or a per-order limit), so + disables there.
- Control it (\`value\`, \`onChange\`) in the cart, where each change updates the line.
- Translate \`label\`, \`decreaseLabel\` and \`increaseLabel\` with the page.

**Don't**
- Use 0 as the way to remove a cart line: \`min\` is 1 by default; give the line a Remove
  button.
- Send a request on every keystroke: \`onChange\` fires once the typed number is committed
  (Enter or leaving the field) and on each button press.

## Accessibility

- **Structure**: a group named by its number field; the field is labelled (\`label\`, "Quantity"),
  the − and + buttons are named by \`decreaseLabel\` and \`increaseLabel\`.
- **Keyboard**: type a number and press Enter or Tab away: it is rounded and kept within
  \`min\`..\`max\`. The buttons disable at the bounds, so they are skipped there.
- **Phones**: \`inputMode="numeric"\` brings up the number pad.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  tags: ['stable'],
  args: {
    defaultValue: 1,
    min: 1,
    max: 10,
    label: 'Quantity',
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
    onChange: fn(),
  },
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, increaseLabel } = shownArgs(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: increaseLabel }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('spinbutton', { name: label })).toHaveValue(2);
  },
};
export const AtMaximum: Story = { args: { defaultValue: 10 } };
export const Disabled: Story = { args: { disabled: true } };
export const Spanish: Story = { args: spanish };
