import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, snackbarProps, type SnackbarProps } from './Snackbar';
import { shownArgs } from '../../fixtures/shownArgs';

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
  play: async (context) => {
    const { args, canvasElement } = context;
    const message = String(shownArgs(context).message);
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
  parameters: { locales: { es: { message: 'Algo salió mal con esta solicitud' } } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(
      String(shownArgs(context).message),
    );
  },
};

export const LongText: Story = {
  args: {
    message:
      'Your session has timed out. Please login to continue. Items in your cart were saved and will be waiting for you.',
  },
  parameters: {
    locales: {
      es: {
        message:
          'Su sesión ha caducado. Inicie sesión para continuar. Los artículos de su carrito se guardaron y lo estarán esperando.',
      },
    },
  },
};

export const Spanish: Story = { args: spanish };

/** The story's own button, in both languages. */
const addToCart = { en: 'Add to cart', es: 'Agregar al carrito' };

function Demo({ buttonLabel, ...args }: SnackbarProps & { buttonLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{buttonLabel}</Button>
      <Snackbar {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Opens from a button and closes by itself; the test shortens the 4000 ms default. */
export const AutoClose: Story = {
  args: { open: false, duration: 300 },
  render: (args, { globals }) => (
    <Demo {...args} buttonLabel={addToCart[globals.locale === 'es' ? 'es' : 'en']} />
  ),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const buttonLabel = addToCart[context.globals.locale === 'es' ? 'es' : 'en'];
    await userEvent.click(canvas.getByRole('button', { name: buttonLabel }));
    await expect(canvas.getByRole('status')).toHaveTextContent(String(shownArgs(context).message));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 2000,
    });
  },
};
