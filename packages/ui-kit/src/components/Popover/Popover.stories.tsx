import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover, popoverProps } from './Popover';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a little extra content the shopper asks for next to a control and may close
without deciding anything: a size guide, what a badge means, a short form such as a ZIP code
check.

**When not to**: a choice that must be made before going on (\`Dialog\`), a panel of controls
(\`Drawer\`), or text everyone needs (put it on the page).

## Do and don't

**Do**
- Open it from a real button (\`trigger\`), whose text says what it shows ("Size guide").
- Name it with \`label\`, and give \`closeLabel\` when it holds more than a line or two.
- Keep it short: it flips to stay in the window, but it does not scroll well on a phone.

**Don't**
- Open it on hover: it opens on press, so it works with a keyboard and on touch.
- Put the page's main action in it.

## Accessibility

- **Focus** (Radix Popover): it is not modal: it opens on press and takes focus; Escape or a
  click outside closes it and hands focus back to its button.
- **Names**: \`label\` is its accessible name; the close button, when shown, is named by
  \`closeLabel\`.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
    usage,
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
