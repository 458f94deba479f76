import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer, drawerProps } from './Drawer';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a panel of secondary content or controls that slides in from an edge while the
page stays in place: the phone's filters, the mini cart, a menu.

**When not to**: a decision that must be taken before going on (\`Dialog\`), or a short hint
next to a control (\`Popover\`).

## Do and don't

**Do**
- Give a \`title\` that names the panel ("Filters", "Your cart"); it is the drawer's name.
- Put the panel's actions (Apply, Clear all, Checkout) in \`footer\`, pinned to the bottom.
- When it is opened by a button outside it (controlled, no \`trigger\`), pass that button in
  \`returnFocusTo\`.

**Don't**
- Open a drawer from a drawer or a dialog.
- Read \`side="start"\` as left: it is the right edge in a right-to-left page.

## Accessibility

- **Focus** (Radix Dialog): focus moves in and is trapped; on close it returns to the trigger
  (or to \`returnFocusTo\`).
- **Keyboard**: Escape, the close button (named by \`closeLabel\`) and the backdrop close it.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
    usage,
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
