import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the screen an error boundary shows when a page fails to render: "Oops, there is
an error!" with a "Try again?" action (SPEC section 2).

**When not to**: an error the shopper can fix (next to the field, or a step's \`error\`), or a
failed action on a working page (\`Snackbar\`).

## Do and don't

**Do**
- Pass \`onRetry\` to reset the boundary or reload the data.
- Report the error to tracking in the error boundary, not here.

**Don't**
- Show the error's technical message to shoppers in \`description\`.
- Turn off \`autoFocus\` unless something else moves focus there.

## Accessibility

- **Focus**: the screen takes focus when it appears (\`autoFocus\`, on by default), since the page
  the shopper was on is gone and a keyboard or screen-reader user would be left on nothing.
- **Structure**: a section named by its heading; the retry action is a \`Button\`.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Feedback/ErrorFallback',
  component: ErrorFallback,
  tags: ['stable'],
  args: {
    title: 'Oops, there is an error!',
    retryLabel: 'Try again?',
    onRetry: fn(),
    autoFocus: false,
  },
  parameters: {
    usage,
    locales: { es: { title: '¡Ups, hay un error!', retryLabel: '¿Intentar de nuevo?' } },
  },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { title, retryLabel } = shownArgs(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: String(title) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: String(retryLabel) }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithDescription: Story = {
  args: { description: 'We could not show this page. Your cart is safe.' },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const LongText: Story = {
  args: {
    description:
      'Something went wrong while we were loading the products, prices and availability for your zip code. Your cart and saved mixes are safe and will be here when you come back.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { title: '¡Ups, hay un error!', retryLabel: '¿Intentar de nuevo?' },
};
