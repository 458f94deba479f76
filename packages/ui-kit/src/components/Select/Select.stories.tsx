import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { shownArgs } from '../../fixtures/shownArgs';

const states = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
  { value: 'HI', label: 'Hawaii (we do not ship here)', disabled: true },
];

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: one choice from a list too long to show at once (a US state, a month, a
country).

**When not to**: up to about five options the shopper should compare (\`RadioGroup\`), several
choices (\`Checkbox\`es), or a list to search (\`SearchAutocomplete\`).

## Do and don't

**Do**
- Give it a visible \`label\`, and a \`placeholder\` ("Select a state") when there is no
  sensible default: the field then starts on that empty choice.
- Order options as people look for them: alphabetically, or by date.
- Show a missing choice in \`error\` ("State is required").

**Don't**
- Use it for yes or no (a \`Checkbox\`) or for two or three options (a \`RadioGroup\`).
- Change the page when the value changes: a keyboard user moving through options would trigger
  it at each one.

## Accessibility

- **Native on purpose**: a \`<select>\`, so phones show their own picker, type-ahead works and
  screen readers know it; it works before JavaScript loads.
- **Names and errors**: the label is a \`<label for>\`; \`hint\` and \`error\` are read through
  \`aria-describedby\`, and \`error\` sets \`aria-invalid\`. With \`required\`, the placeholder option
  is disabled so it cannot be chosen again.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['stable'],
  args: { label: 'State', placeholder: 'Select a state', options: states, required: true },
  parameters: { usage, locales: { es: { label: 'Estado', placeholder: 'Selecciona un estado' } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const name = String(shownArgs(context).label);
    const select = within(context.canvasElement).getByRole('combobox', { name });
    await userEvent.selectOptions(select, 'TX');
    await expect(select).toHaveValue('TX');
  },
};
export const Empty: Story = { args: { options: [], placeholder: 'No states available' } };
export const Error: Story = {
  args: { error: 'State is required.' },
  parameters: { locales: { es: { error: 'El estado es obligatorio.' } } },
  play: async (context) => {
    const { label, error } = shownArgs(context);
    const select = within(context.canvasElement).getByRole('combobox', { name: String(label) });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(String(error));
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'CA' } };
export const WithHint: Story = { args: { hint: 'We cannot ship to Hawaii or Alaska.' } };
export const LongText: Story = {
  args: {
    label: 'Where should we send your order of snacks and variety packs',
    options: [{ value: 'x', label: 'A very long option label that would not fit on one line' }],
    defaultValue: 'x',
    placeholder: undefined,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Estado',
    placeholder: 'Selecciona un estado',
    error: 'El estado es obligatorio.',
  },
};
