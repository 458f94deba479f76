import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CrossIcon, FilterIcon, PlusIcon } from '../private/icons';
import { IconButton, iconButtonProps } from './IconButton';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a common action whose icon is understood at a glance in its place: close,
remove, increase or decrease, open a menu.

**When not to**: an action a shopper might not recognise from the icon alone (use \`Button\`,
with text); anything that navigates (use \`Link\`).

## Do and don't

**Do**
- Give \`label\` the action in words ("Close", "Remove Sea Salt Kettle Chips"): it is the
  button's accessible name and its tooltip.
- Use \`size="small"\` inside dense rows (steppers, chips), \`standard\` elsewhere.

**Don't**
- Put text inside the icon slot: \`icon\` is decorative.
- Use the same icon for two different actions on one screen.

## Accessibility

- **Names**: \`label\` becomes \`aria-label\` and \`title\`; the icon is hidden from screen
  readers. A button with an empty label fails axe's "button-name" rule.
- **Keyboard**: a native \`<button type="button">\`: Tab, Enter and Space; the theme's focus ring.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['stable'],
  args: { label: 'Close', icon: <CrossIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonProps.variant.values },
    size: { control: 'inline-radio', options: iconButtonProps.size.values },
    icon: { control: false },
  },
  parameters: { usage, locales: { es: { label: 'Cerrar' } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = shownArgs(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {iconButtonProps.variant.values.map((variant) =>
        iconButtonProps.size.values.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            variant={variant}
            size={size}
            label={`Add (${variant}, ${size})`}
            icon={<PlusIcon />}
          />
        )),
      )}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, label: 'Filters', icon: <FilterIcon /> } };

export const Spanish: Story = { args: { label: 'Cerrar' } };
