import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonProps } from './Button';
import { shownArgs } from '../../fixtures/shownArgs';

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
  parameters: { locales: { es: { children: 'Agregar al carrito' } } },
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
