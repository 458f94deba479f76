import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZipField } from './ZipField';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a US ZIP code: the shipping address, the ZIP that decides where products ship
from and whether they can ship.

**When not to**: a full address line or a non-US postal code (\`TextField\`).

## Do and don't

**Do**
- Label it "ZIP code" and show why it is asked in \`hint\` where that is not obvious ("To check
  delivery to you").
- Let the form (or the API) decide whether the ZIP is served, and show the answer in \`error\`.

**Don't**
- Validate on every keystroke: \`onChange\` gets the digits typed so far, so wait for five or
  for the form to be sent.
- Add your own \`maxLength\` or \`pattern\`: the field already keeps five digits and drops
  anything else.

## Accessibility

- **Wired like TextField**: a \`<label for>\`, \`hint\` and \`error\` read through
  \`aria-describedby\`, \`aria-invalid\` while \`error\` is set.
- **Phones and autofill**: \`inputMode="numeric"\` brings up the number pad and
  \`autoComplete="postal-code"\` lets the browser fill it in.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/ZipField',
  component: ZipField,
  tags: ['stable'],
  args: { label: 'Zip code', onChange: fn() },
  parameters: { usage, locales: { es: { label: 'Código postal' } } },
} satisfies Meta<typeof ZipField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const name = String(shownArgs(context).label);
    const input = within(canvasElement).getByRole('textbox', { name });
    await userEvent.type(input, '9a02101');
    await expect(input).toHaveValue('90210');
    await expect(args.onChange).toHaveBeenLastCalledWith('90210');
  },
};
export const Filled: Story = { args: { defaultValue: '10001' } };
export const Error: Story = {
  args: { defaultValue: '100', error: 'Zip code must be 5 digits.', required: true },
  parameters: { locales: { es: { error: 'El código postal debe tener 5 dígitos.' } } },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '10001' } };
export const LongText: Story = {
  args: {
    label: 'Zip code of the address where you would like your snacks delivered',
    hint: 'Some products are not available in every zip code.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { label: 'Código postal', error: 'El código postal debe tener 5 dígitos.' },
};
