import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, dialogProps } from './Dialog';
import { shownArgs } from '../../fixtures/shownArgs';

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
