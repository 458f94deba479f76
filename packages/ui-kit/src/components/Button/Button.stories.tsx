import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonProps } from './Button';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: an action on the page: add to cart, save, apply a coupon, submit a form. With
\`asChild\`, a router's link that leads to the next step of a task (Checkout, Shop all snacks)
and should look like the action it is.

**When not to**: going somewhere that is not a task's next step (use \`Link\`); an action shown
as an icon only (use \`IconButton\`).

## Do and don't

**Do**
- Start the label with a verb and say what happens: "Add to cart", "Save mix".
- Use one \`solid\` brand button per area for its main action; \`outline\` or \`ghost\` for the
  others.
- Pass \`loading\` while the action's request runs: presses are ignored and the button keeps its
  place and focus.
- Give a form's submit button \`type="submit"\`: the kit's default is \`type="button"\`.

**Don't**
- Put a \`<button>\` inside it, or an \`<a>\` without \`asChild\`.
- Use \`tone="critical"\` for anything but an action that removes or cannot be undone.
- Disable a submit button to signal a form error: let the press show the field's error.

## Accessibility

- **Keyboard**: a native \`<button>\` (or, with \`asChild\`, the link it styles): Tab reaches it,
  Enter and Space press it; the focus ring comes from the theme.
- **Loading**: \`loading\` sets \`aria-busy\` and \`aria-disabled\` rather than \`disabled\`, so the
  button stays focusable and a keyboard user does not lose their place; the spinner is hidden
  from screen readers.
- **Names**: the visible text is the name. When many buttons say the same ("Add to cart"), add
  the item for screen readers (\`<VisuallyHidden>\`), as ProductTile does.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['stable'],
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonProps.variant.values },
    tone: { control: 'inline-radio', options: buttonProps.tone.values },
    size: { control: 'inline-radio', options: buttonProps.size.values },
  },
  parameters: { usage, locales: { es: { children: 'Agregar al carrito' } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const name = String(shownArgs(context).children);
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {buttonProps.variant.values.flatMap((variant) =>
        buttonProps.tone.values.map((tone) => (
          <Button key={`${variant}-${tone}`} {...args} variant={variant} tone={tone}>
            {variant} {tone}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      {buttonProps.size.values.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const name = String(shownArgs(context).children);
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Add the Extra Crunchy Limited Edition Party Size Variety Pack to your cart' },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};

export const Spanish: Story = { args: { children: 'Agregar al carrito' } };

/** A link that leads to the next step of a task (Checkout) looks like the action it is. */
export const AsLink: Story = {
  args: { asChild: true, size: 'large', children: <a href="#checkout">Checkout</a> },
  parameters: { locales: { es: { children: <a href="#checkout">Pagar</a> } } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '#checkout');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};
