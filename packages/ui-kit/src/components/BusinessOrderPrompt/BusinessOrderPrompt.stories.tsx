import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BusinessOrderPrompt } from './BusinessOrderPrompt';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = {
  question: '¿Está pidiendo productos para un negocio que vende botanas a sus clientes?',
  linkLabel: 'Pide en nuestro sitio para negocios',
  newTabLabel: 'se abre en otra pestaña',
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: where business buyers might start an order (cart, product page): "Are you
ordering products for a business that sells snacks to customers?" with a link to the
business-ordering site (SPEC section 1).

**When not to**: anywhere else; it is this one question.

## Do and don't

**Do**
- Pass the business site's address in \`businessSiteHref\`.
- Translate \`question\`, \`linkLabel\` and \`newTabLabel\` with the page.

**Don't**
- Reword the question: its default is the spec's wording.
- Show it in a dialog: it is a note on the page, not a stop.

## Accessibility

- **The link**: opens the business site in a new tab, and says so to screen readers
  (\`newTabLabel\`); it is a \`Link\` with \`external\`.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/BusinessOrderPrompt',
  component: BusinessOrderPrompt,
  tags: ['stable'],
  args: {
    businessSiteHref: 'https://business.snackshop.example',
    question: 'Are you ordering products for a business that sells snacks to customers?',
    linkLabel: 'Order on our business site',
    newTabLabel: 'opens in a new tab',
  },
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof BusinessOrderPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { question, linkLabel, newTabLabel } = shownArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(String(question))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${String(linkLabel)} (${newTabLabel})` }),
    ).toHaveAttribute('href', 'https://business.snackshop.example');
  },
};
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: spanish };
