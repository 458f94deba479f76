import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  TextArea,
  textAreaLabels,
  textAreaProps,
  type TextAreaLabels,
  type TextAreaProps,
} from './TextArea';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishLabels: TextAreaLabels = {
  characterCount: (used, max) => `${used} de ${max} caracteres`,
  charactersLeft: (left) => `Quedan ${left} caracteres`,
};

/** The counter's words in the language chosen in the toolbar. */
function shownLabels(context: Parameters<typeof shownArgs<TextAreaProps>>[0]) {
  return { ...textAreaLabels, ...shownArgs(context).labels };
}

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: text that may take several lines: a gift message, delivery instructions, a
note on an order. With \`maxLength\`, text the API limits.

**When not to**: one line (\`TextField\`).

## Do and don't

**Do**
- Give \`maxLength\` the limit the API enforces: the box stops there and counts as the shopper
  types ("20 of 250 characters").
- Set \`rows\` to about the length you expect, so the shopper sees what fits.
- Translate the count through \`labels\` (functions, so each language places the numbers).

**Don't**
- Cut the text on the server without saying so: show the limit in the box instead.
- Turn off resizing (\`resize="none"\`) unless the layout cannot grow.

## Accessibility

- **Names and errors**: wired like TextField: a \`<label for>\`, \`hint\` and \`error\` read through
  \`aria-describedby\`, \`aria-invalid\` while \`error\` is set.
- **The count**: "n of max characters" is read with the box; the characters left are
  announced politely only once \`announceRemainingAt\` (20) or fewer remain, so a screen reader
  is not interrupted on every key.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['stable'],
  args: {
    label: 'Gift message (optional)',
    hint: 'We print it on the packing slip.',
    maxLength: 250,
  },
  argTypes: {
    labels: labelsArgType('textAreaLabels', textAreaLabels),
    resize: { control: 'select', options: textAreaProps.resize.values },
  },
  parameters: {
    usage,
    locales: {
      es: {
        label: 'Mensaje de regalo (opcional)',
        hint: 'Lo imprimimos en el albarán.',
        labels: spanishLabels,
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = shownArgs(context);
    const box = within(canvasElement).getByRole('textbox', { name: String(label) });
    await userEvent.type(box, 'Happy birthday, Sam!');
    await expect(box).toHaveValue('Happy birthday, Sam!');
    const count = shownLabels(context).characterCount(20, 250);
    await expect(within(canvasElement).getByText(count)).toBeVisible();
  },
};
export const Empty: Story = {
  args: { hint: undefined, maxLength: undefined, placeholder: 'Write a few words' },
};
export const Required: Story = {
  args: { label: 'Description', hint: undefined, maxLength: undefined, required: true, rows: 6 },
};
export const NearTheLimit: Story = {
  args: { defaultValue: 'Enjoy every crunchy bite of these! '.repeat(7).slice(0, 238) },
  play: async (context) => {
    const labels = shownLabels(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(labels.characterCount(238, 250))).toBeVisible();
    await expect(canvas.getByText(labels.charactersLeft(12))).toBeVisible();
  },
};
export const Error: Story = {
  args: { label: 'Description', maxLength: undefined, error: 'Description is required.' },
  parameters: {
    locales: { es: { label: 'Descripción', error: 'La descripción es obligatoria.' } },
  },
  play: async (context) => {
    const { label, hint, error } = shownArgs(context);
    const box = within(context.canvasElement).getByRole('textbox', { name: String(label) });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`${String(hint)} ${String(error)}`);
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Happy birthday, Sam!' },
};
export const NoResize: Story = { args: { resize: 'none', rows: 2 } };
export const LongText: Story = {
  args: {
    label: 'A message for the person who will open this box of snacks on their birthday',
    hint: 'Line breaks are kept. Very long words such as Supercalifragilisticexpialidocious wrap.',
    defaultValue: 'Supercalifragilisticexpialidociously crunchy wishes from all of us!',
    error: 'Only letters, digits, spaces and common punctuation are allowed in this message.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Mensaje de regalo (opcional)',
    hint: 'Lo imprimimos en el albarán.',
    defaultValue: '¡Feliz cumpleaños, Sam!',
    labels: spanishLabels,
  },
};
