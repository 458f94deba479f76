import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, textFieldProps } from './TextField';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: one line of text: a name, an email, a password, a coupon code. The field
brings its label, an optional hint and its error message.

**When not to**: several lines (\`TextArea\`), a US ZIP code or phone number (\`ZipField\`,
\`PhoneField\`, which format and validate them), a choice from a known list (\`Select\`,
\`RadioGroup\`), search with suggestions (\`SearchAutocomplete\`).

## Do and don't

**Do**
- Always pass \`label\`, short and visible ("Email"); put rules in \`hint\` ("At least 8
  characters").
- Set \`type\` (\`email\`, \`tel\`, \`password\`) and \`autoComplete\`, so phones show the right
  keyboard and browsers fill it in.
- Show the server's or the schema's message in \`error\` after the field is left or the form
  sent, and keep the text the shopper typed.
- Mark required fields with \`required\`: the label gets its marker and the input validates.

**Don't**
- Use \`placeholder\` as the label: it disappears as soon as the shopper types.
- Repeat the label in the error: say what to fix ("Enter an email like name@example.com").

## Accessibility

- **Names**: the label is a \`<label for>\`, the input's accessible name; the required marker
  is decorative (the input carries \`aria-required\`).
- **Descriptions**: \`hint\` and \`error\` are read with the field through \`aria-describedby\`; while
  \`error\` is set the input is \`aria-invalid\`, and the error has an icon as well as a colour.
- **Keyboard**: a native \`<input>\`: nothing to learn.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['stable'],
  args: {
    label: 'Email',
    hint: 'We send your receipt here.',
    type: 'email',
    autoComplete: 'email',
  },
  argTypes: { type: { control: 'select', options: textFieldProps.type.values } },
  parameters: {
    usage,
    locales: {
      es: { label: 'Correo electrónico', hint: 'Aquí le enviamos su recibo.' },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const name = String(shownArgs(context).label);
    const input = within(context.canvasElement).getByRole('textbox', { name });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};
export const Empty: Story = { args: { hint: undefined, placeholder: 'name@example.com' } };
export const Required: Story = { args: { required: true } };
export const Error: Story = {
  args: { defaultValue: 'ana@', error: 'Email address should be in name@example.com format.' },
  parameters: {
    locales: {
      es: { error: 'El correo electrónico debe tener el formato nombre@ejemplo.com.' },
    },
  },
  play: async (context) => {
    const { label, hint, error } = shownArgs(context);
    const input = within(context.canvasElement).getByRole('textbox', { name: String(label) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${String(hint)} ${String(error)}`);
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@example.com' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', hint: undefined, autoComplete: 'current-password' },
};
export const LongText: Story = {
  args: {
    label: 'Name of the person who will receive this gift card at their delivery address',
    hint: 'Use the name printed on their mailbox so the carrier can find them without a call.',
    error: 'Only letters, dots, ampersand, apostrophe and spaces are allowed in this field.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Correo electrónico',
    hint: 'Aquí le enviamos su recibo.',
    error: 'El correo electrónico es obligatorio.',
  },
};
