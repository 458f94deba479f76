import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, radioGroupProps } from './RadioGroup';
import { shownArgs } from '../../fixtures/shownArgs';

const genders = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'unspecified', label: 'Prefer not to say' },
];

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: one choice among two to about five that the shopper should see side by side:
a shipping speed, a gender, a gift-card kind. Give each a \`hint\` when the options need a word
more ("Arrives in 3–5 business days").

**When not to**: a long list (\`Select\`), several choices (\`Checkbox\`es), or on and off
(\`Checkbox\`).

## Do and don't

**Do**
- Name the group with \`label\` ("Shipping speed"); each option's label says the option only.
- Preselect the usual choice with \`defaultValue\` when there is a safe one.
- Use \`orientation="horizontal"\` only for short labels that fit on one row.

**Don't**
- Leave an option disabled without saying why in its \`hint\`.
- Trigger an action on change: the choice takes effect when the form is sent.

## Accessibility

- **Keyboard** (Radix RadioGroup): Tab moves into the group (to the chosen radio), the arrow
  keys move and select, Tab leaves the group.
- **Names and errors**: the visible \`label\` names the group and \`error\` describes it; with
  \`error\` the group is marked invalid, and \`required\` shows a decorative marker.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['stable'],
  args: { label: 'Gender', options: genders, required: true, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupProps.orientation.values },
  },
  parameters: {
    usage,
    locales: {
      es: {
        label: 'Género',
        options: [
          { value: 'female', label: 'Femenino' },
          { value: 'male', label: 'Masculino' },
          { value: 'unspecified', label: 'Prefiero no decirlo' },
        ],
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const labelOf = (value: string) =>
      String(shownArgs(context).options.find((option) => option.value === value)!.label);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: labelOf('female') }));
    // Radix moves focus a tick after the key goes down and checks the radio it lands on
    // only while the key is still down, so the key is held until that happens.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: labelOf('male') })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('male');
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithHints: Story = {
  args: {
    label: 'Shipping method',
    options: [
      { value: 'ground', label: 'Ground', hint: 'Arrives in 3–5 business days' },
      { value: 'express', label: 'Express', hint: 'Arrives in 1–2 business days' },
    ],
    defaultValue: 'ground',
  },
};
export const Error: Story = {
  args: { error: 'Gender is required.' },
  parameters: { locales: { es: { error: 'El género es obligatorio.' } } },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'female' } };
export const LongText: Story = {
  args: {
    label: 'How would you like us to contact you about your order and future promotions',
    options: [
      { value: 'email', label: 'By email at the address on your account, once a week at most' },
      { value: 'none', label: 'Do not contact me about promotions' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Género',
    options: [
      { value: 'female', label: 'Femenino' },
      { value: 'male', label: 'Masculino' },
      { value: 'unspecified', label: 'Prefiero no decirlo' },
    ],
  },
};
