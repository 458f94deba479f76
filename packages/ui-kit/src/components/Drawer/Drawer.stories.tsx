import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer, drawerProps } from './Drawer';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  tags: ['stable'],
  args: {
    title: 'Filters',
    description: 'Narrow the list of snacks',
    children: 'Drawer content',
    closeLabel: 'Close',
    trigger: <Button variant="outline">Open drawer</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerProps.side.values },
    trigger: { control: false },
  },
  parameters: {
    locales: {
      es: {
        title: 'Filtros',
        description: 'Acota la lista de botanas',
        children: 'Contenido del panel',
        closeLabel: 'Cerrar',
        trigger: <Button variant="outline">Abrir panel</Button>,
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    // The trigger is the one button on the page until the drawer opens.
    const trigger = within(context.canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: String(shownArgs(context).title) });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const FromStart: Story = { args: { side: 'start' } };
export const FromBottom: Story = { args: { side: 'bottom' } };
export const WithFooter: Story = {
  args: { footer: <Button fullWidth>Show 36 results</Button> },
};
export const Spanish: Story = {
  args: { title: 'Filtros', description: 'Acota la lista de botanas', closeLabel: 'Cerrar' },
};

export const Open: Story = {
  args: { defaultOpen: true },
  // A modal would cover the docs page; there it renders in its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
};
