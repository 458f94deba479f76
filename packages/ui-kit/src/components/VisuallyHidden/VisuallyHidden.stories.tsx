import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: words screen readers need and the eye does not: the product title after a
repeated "Add to cart", "Sale price" before a discounted price, a label for a control whose
purpose is plain to see.

**When not to**: hiding content from everyone (render nothing), or naming an icon-only button
(\`IconButton\`'s \`label\`).

## Do and don't

**Do**
- Keep the hidden text short and in the page's language (translate it with the rest).
- Add spaces or punctuation inside it so the words do not run into the visible text.

**Don't**
- Hide text that sighted keyboard users also need.
- Put focusable elements inside it: a keyboard user would land on something invisible.

## Accessibility

- **Reading**: the text stays in the accessibility tree and is read in place; it is only
  removed from view.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['stable'],
  args: { children: 'Remove Crunch Curls from the cart' },
  parameters: { usage, locales: { es: { children: 'Quitar Crunch Curls del carrito' } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button whose name only screen readers hear. */
export const IconButtonName: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName(String(shownArgs(context).children));
  },
};

export const Spanish: Story = {
  ...IconButtonName,
  args: { children: 'Quitar Crunch Curls del carrito' },
};
