import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CartIcon } from '../private/icons';
import { EmptyState } from './EmptyState';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a list or page with nothing in it yet (no saved mixes, no orders, no results),
saying what is empty and the way forward.

**When not to**: an error (\`ErrorFallback\`), or while the content loads (\`Skeleton\`).

## Do and don't

**Do**
- Say what is empty in \`title\` ("No saved mixes yet!") and what to do in \`description\`.
- Give one \`action\`, a \`Button\` or \`Link\` that starts filling it ("Create mix").
- Set \`headingElement\` to fit the page outline.

**Don't**
- Blame the shopper ("You have not..."); say what they can do.
- Put meaning in the \`illustration\`: it is hidden from screen readers.

## Accessibility

- **Structure**: the title is a heading (\`headingElement\`, or a \`p\` where a heading would
  break the outline); the illustration is \`aria-hidden\`.
- **Keyboard**: only the action, which keeps its own role.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['stable'],
  args: {
    title: 'No Saved Mixes yet!',
    description: 'Build a 30-pack of your favourite snacks and save it to order again.',
    action: <Button>Create Mix</Button>,
  },
  argTypes: { action: { control: false }, illustration: { control: false } },
  parameters: {
    usage,
    locales: {
      es: {
        title: '¡Aún no tiene mezclas guardadas!',
        description: 'Arme un paquete de 30 con sus botanas favoritas y guárdelo.',
        action: <Button>Crear mezcla</Button>,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Saved Mixes page with no mixes (SPEC section 2). */
export const SavedMixes: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { title } = shownArgs(context);
    await expect(canvas.getByRole('heading', { name: String(title) })).toBeVisible();
    // The action is the story's one button, in the language of the page.
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};
export const EmptyCart: Story = {
  args: {
    title: 'Your cart is empty',
    description: 'Snacks you add will show up here.',
    illustration: <CartIcon />,
    action: <Button variant="outline">View All Snacks</Button>,
  },
};
export const TitleOnly: Story = { args: { description: undefined, action: undefined } };
export const LongText: Story = {
  args: {
    title: 'No products match every filter you selected in this category right now',
    description:
      'Try removing a brand, flavor or size filter, or clear all the filters to see every snack we have.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    title: '¡Aún no tiene mezclas guardadas!',
    description: 'Arme un paquete de 30 con sus botanas favoritas y guárdelo.',
    action: <Button>Crear mezcla</Button>,
  },
};
