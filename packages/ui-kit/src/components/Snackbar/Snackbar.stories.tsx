import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, snackbarProps, type SnackbarProps } from './Snackbar';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = { message: 'Producto agregado al carrito', closeLabel: 'Cerrar' };

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a short confirmation or failure after an action the shopper just took
(item added, mix saved, request failed), when the page itself does not change.

## Do and don't

**Do**
- Keep the message to one sentence; use \`severity="error"\` only for failures.
- Leave \`duration\` at its default (4000 ms) unless a test needs it shorter; it pauses while
  the pointer or focus is on it.

**Don't**
- Use it for errors the shopper must fix in a form: show them next to the field.
- Put links or buttons in it: it closes by itself, so an action in it can be missed.
- Show more than one at a time.

## Accessibility

- **Announcements**: the snackbar lives in a live region that is always in the page:
  \`role="status"\` (polite) for success, \`role="alert"\` (assertive) for errors, so every
  message is read without moving focus.
- **Keyboard**: Escape closes it from anywhere on the page while it is open; its close button
  is named by \`closeLabel\`.
- **Timing**: the countdown pauses while the pointer or keyboard focus is on it and restarts in
  full when they leave (WCAG 2.2.1, timing adjustable).
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  tags: ['stable'],
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
    usage,
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
