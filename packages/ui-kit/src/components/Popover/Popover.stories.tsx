import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover, popoverProps } from './Popover';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['beta'],
  args: {
    label: 'Free shipping',
    trigger: (
      <Button variant="ghost" size="small">
        About free shipping
      </Button>
    ),
    children: 'Orders of $15 or more ship free to any US address we deliver to.',
    closeLabel: 'Close',
  },
  argTypes: {
    side: { control: 'inline-radio', options: popoverProps.side.values },
    align: { control: 'inline-radio', options: popoverProps.align.values },
    trigger: { control: false },
  },
  parameters: {
    locales: {
      es: {
        label: 'Envío gratis',
        children: 'Los pedidos de $15 o más se envían gratis a cualquier dirección de EE. UU.',
        closeLabel: 'Cerrar',
        trigger: (
          <Button variant="ghost" size="small">
            Sobre el envío gratis
          </Button>
        ),
      },
    },
    docs: { story: { inline: false, iframeHeight: 220 } },
  },
  decorators: [(Story) => <div style={{ paddingBlockEnd: '8rem' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    // The trigger is the one button on the page until the popover opens.
    const trigger = within(context.canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: shownArgs(context).label });
    // Radix shows it once it has measured where it fits.
    await waitFor(() => expect(popover).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const WithoutCloseButton: Story = { args: { defaultOpen: true, closeLabel: undefined } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    children:
      'Orders of $15 or more ship free to any address in the contiguous United States. We cannot ship to Hawaii, Alaska or P.O. Box addresses, and some products are unavailable in some zip codes.',
  },
};
export const Spanish: Story = {
  args: {
    defaultOpen: true,
    label: 'Envío gratis',
    children: 'Los pedidos de $15 o más se envían gratis a cualquier dirección de EE. UU.',
    closeLabel: 'Cerrar',
  },
};
