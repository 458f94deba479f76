import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, snackbarProps, type SnackbarProps } from './Snackbar';

const spanish = { message: 'Producto agregado al carrito', closeLabel: 'Cerrar' };

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  args: {
    open: true,
    message: 'Item added to your cart',
    severity: 'success',
    duration: null,
    closeLabel: 'Close',
    onClose: fn(),
  },
  argTypes: { severity: { control: 'inline-radio', options: snackbarProps.severity.values } },
  parameters: {
    locales: { es: spanish },
    // The snackbar is fixed to the window; give the docs preview room for it.
    docs: { story: { inline: false, iframeHeight: 160 } },
  },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const message = globals.locale === 'es' ? spanish.message : String(args.message);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(message);
    // Escape closes it once it is on screen; a production build attaches the key listener
    // just after the first paint, so the key is pressed again until it is heard.
    await waitFor(async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

export const Error: Story = {
  args: { severity: 'error', message: 'Something went wrong with this request' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong with this request',
    );
  },
};

export const LongText: Story = {
  args: {
    message:
      'Your session has timed out. Please login to continue. Items in your cart were saved and will be waiting for you.',
  },
};

export const Spanish: Story = { args: spanish };

function Demo(args: SnackbarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add to cart</Button>
      <Snackbar {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Opens from a button and closes by itself; the test shortens the 4000 ms default. */
export const AutoClose: Story = {
  args: { open: false, duration: 300 },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Item added to your cart');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 2000,
    });
  },
};
