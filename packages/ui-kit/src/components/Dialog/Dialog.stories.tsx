import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, dialogProps } from './Dialog';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a short task or decision that must be finished or dismissed before the page
continues: confirm a removal, enter a ZIP code, a sign-in choice.

**When not to**: content the shopper may want beside the page (a \`Drawer\` or \`Popover\`), a
confirmation after an action (\`Snackbar\`), or a long form (a page of its own).

## Do and don't

**Do**
- Give a \`title\` that says the decision ("Remove this item?"); it is the dialog's name.
- Put the actions in \`actions\`, the main one last; wrap a button in \`DialogClose\` to close the
  dialog when pressed.
- Pass a single button as \`trigger\`, or control \`open\` and \`onOpenChange\` yourself.

**Don't**
- Set \`dismissible={false}\` unless the shopper must pick an action (a choice the law asks for).
- Open a dialog from another dialog.

## Accessibility

- **Focus** (Radix Dialog): focus moves into the dialog and stays there; on close it returns to
  the trigger; the page behind is inert.
- **Keyboard**: Escape closes it, as do the backdrop and the close button (named by
  \`closeLabel\`), unless \`dismissible\` is false.
- **Names**: \`title\` names the dialog and \`description\` describes it.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['stable'],
  args: {
    title: 'Remove item?',
    description: 'Sea Salt Kettle Chips will be removed from your cart.',
    closeLabel: 'Close',
    trigger: <Button variant="outline">Remove</Button>,
    actions: (
      <>
        <DialogClose asChild>
          <Button variant="outline" tone="neutral">
            Cancel
          </Button>
        </DialogClose>
        <DialogClose asChild>
          <Button tone="critical">Remove</Button>
        </DialogClose>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogProps.size.values },
    trigger: { control: false },
    actions: { control: false },
  },
  parameters: {
    usage,
    locales: {
      es: {
        title: '¿Quitar el artículo?',
        description: 'Las papas Kettle con sal de mar se quitarán de su carrito.',
        closeLabel: 'Cerrar',
        trigger: <Button variant="outline">Quitar</Button>,
        actions: (
          <>
            <DialogClose asChild>
              <Button variant="outline" tone="neutral">
                Cancelar
              </Button>
            </DialogClose>
            <DialogClose asChild>
              <Button tone="critical">Quitar</Button>
            </DialogClose>
          </>
        ),
      },
    },
    docs: { story: { inline: false, iframeHeight: 380 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { title, description } = shownArgs(context);
    // The trigger is the one button on the page until the dialog opens.
    const trigger = within(context.canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: String(title) });
    await expect(dialog).toHaveAccessibleDescription(String(description));
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = { args: { defaultOpen: true, size: 'small' } };
export const WithContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Session about to expire',
    description: undefined,
    children: 'Your payment session ends in 2 minutes. Do you need more time?',
    actions: (
      <DialogClose asChild>
        <Button>I need more time</Button>
      </DialogClose>
    ),
  },
};
export const NotDismissible: Story = {
  args: { defaultOpen: true, dismissible: false, title: 'Choose to continue' },
};
export const LongText: Story = {
  args: {
    defaultOpen: true,
    title:
      'One or more selected items are no longer available; click Edit and replace them before checking out',
    description:
      'Extra Crunchy Jalapeño Cheddar Kettle-Cooked Potato Chips Family Size Party Pack is sold out in your area.',
  },
};
export const Spanish: Story = {
  args: {
    defaultOpen: true,
    title: '¿Quitar el artículo?',
    description: 'Las papas Kettle con sal de mar se quitarán de su carrito.',
    closeLabel: 'Cerrar',
  },
};
