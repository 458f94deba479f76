import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a US phone number, formatted as \`(555) 123-4567\` while the shopper types.

**When not to**: international numbers, or a code sent by text message (\`TextField\`).

## Do and don't

**Do**
- Keep the bare digits that \`onChange\` hands you (its second argument) for the API, and the
  formatted text for the field.
- Validate with the form's schema (commerce-core) and show the message in \`error\`.
- Say in \`hint\` why the number is asked ("For delivery questions only").

**Don't**
- Ask the shopper to type brackets or dashes: the field formats for them.
- Add your own \`maxLength\`: it already stops at ten digits.

## Accessibility

- **Wired like TextField**: a \`<label for>\`, \`hint\` and \`error\` read through
  \`aria-describedby\`, \`aria-invalid\` while \`error\` is set.
- **Phones and autofill**: \`inputMode="tel"\` brings up the telephone keypad and
  \`autoComplete="tel-national"\` lets the browser fill it in.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  tags: ['stable'],
  args: { label: 'Phone number', hint: 'For delivery questions only.', onChange: fn() },
  parameters: {
    usage,
    locales: { es: { label: 'Número de teléfono', hint: 'Solo para dudas sobre la entrega.' } },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const name = String(shownArgs(context).label);
    const input = within(canvasElement).getByRole('textbox', { name });
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 123-4567', '5551234567');
  },
};
export const Empty: Story = { args: { hint: undefined, placeholder: '(555) 123-4567' } };
export const Filled: Story = { args: { defaultValue: '5551234567' } };
export const Error: Story = {
  args: { defaultValue: '555123', error: 'Phone number must be 10 digits.', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '5551234567' } };
export const LongText: Story = {
  args: {
    label: 'Phone number where the carrier can reach you on the day of delivery',
    hint: 'We never use this number for marketing calls or text messages of any kind.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '15rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { label: 'Número de teléfono', hint: 'Solo para dudas sobre la entrega.' },
};
