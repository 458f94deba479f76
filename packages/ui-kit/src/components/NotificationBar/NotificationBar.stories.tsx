import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { NotificationBar, type Notification, type NotificationBarProps } from './NotificationBar';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishText = 'Su dirección se guardó.';
const spanish: Notification = { severity: 'success', text: spanishText };

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the application shell's one notification (SPEC section 2), fed from the
shell's notification state: a success or error message after something happened.

**When not to**: a message that belongs to one component on the page (that component's own
\`Snackbar\` or error), or an error in a form field (next to the field).

## Do and don't

**Do**
- Render one, in the shell, with the store's current \`notification\`, and clear it in
  \`onClose\`.
- Pass \`offset\` with the header's bottom edge when the header's actions must stay in reach.

**Don't**
- Expect a queue: it shows one notification, and a new one replaces it.
- Put links or buttons in the text: it closes by itself.

## Accessibility

- **Same as Snackbar** (it is one): a live region always in the page, \`role="status"\` for
  success and \`role="alert"\` for errors; Escape closes it; the 4000 ms countdown pauses while
  the pointer or focus is on it.
- **Close button**: named by \`closeLabel\`.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Feedback/NotificationBar',
  component: NotificationBar,
  tags: ['stable'],
  args: {
    notification: { severity: 'success', text: 'Your address was saved.' },
    duration: null,
    closeLabel: 'Close',
    onClose: fn(),
  },
  parameters: {
    usage,
    locales: {
      es: {
        notification: spanish,
        closeLabel: 'Cerrar',
      },
    },
    docs: { story: { inline: false, iframeHeight: 160 } },
  },
} satisfies Meta<typeof NotificationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = String(shownArgs(context).notification?.text);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
    // Escape closes it once it is on screen; a production build attaches the key listener
    // just after the first paint, so the key is pressed again until it is heard.
    await waitFor(async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};
export const Error: Story = {
  args: {
    notification: { severity: 'error', text: 'Something went wrong with this request' },
  },
  parameters: {
    locales: {
      es: { notification: { severity: 'error', text: 'Algo salió mal con esta solicitud' } },
    },
  },
};
export const Empty: Story = {
  args: { notification: null },
  parameters: { locales: { es: { notification: null } } },
};
export const LongText: Story = {
  args: {
    notification: {
      severity: 'error',
      text: 'Your session has timed out. Please login to continue. The items in your cart are saved for when you come back.',
    },
  },
  parameters: {
    locales: {
      es: {
        notification: {
          severity: 'error',
          text: 'Su sesión ha caducado. Inicie sesión para continuar. Los artículos de su carrito se guardan para cuando vuelva.',
        },
      },
    },
  },
};
export const Spanish: Story = {
  args: {
    notification: { severity: 'success', text: 'Su dirección se guardó.' },
    closeLabel: 'Cerrar',
  },
};

/** The story's own button and message, in both languages. */
const shellText = {
  en: { button: 'Save mix', saved: 'Mix saved.' },
  es: { button: 'Guardar mezcla', saved: 'Mezcla guardada.' },
};

function Shell({ text, ...args }: NotificationBarProps & { text: typeof shellText.en }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  return (
    <>
      <Button onClick={() => setNotification({ severity: 'success', text: text.saved })}>
        {text.button}
      </Button>
      <NotificationBar
        {...args}
        notification={notification}
        onClose={() => setNotification(null)}
      />
    </>
  );
}

/** Clears itself after the duration (shortened here from the 4000 ms default). */
export const ClearsItself: Story = {
  args: { duration: 300 },
  render: (args, { globals }) => (
    <Shell {...args} text={shellText[globals.locale === 'es' ? 'es' : 'en']} />
  ),
  play: async (context) => {
    const text = shellText[context.globals.locale === 'es' ? 'es' : 'en'];
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.button }));
    await expect(canvas.getByRole('status')).toHaveTextContent(text.saved);
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 2000,
    });
  },
};
