import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a single checkbox in a form that needs a hint or an error: accepting the terms,
a newsletter opt-in. It posts with its form before JavaScript loads.

**When not to**: the many checkboxes of a filter list (\`Checkbox\`, lighter), or one choice
among several (\`RadioGroup\`).

## Do and don't

**Do**
- Write the label as what checking means ("Email me offers"); it may hold a link (the terms).
- Give \`name\` (and \`value\`) so the form's data carries it.
- Show the reason in \`error\` when a required box is left unchecked ("Accept the terms to
  create your account").

**Don't**
- Check an opt-in box for the shopper (\`defaultChecked\`): consent must be given, not assumed.
- Put the whole terms text in the label: link to it.

## Accessibility

- **Native**: an \`<input type="checkbox">\` with its label: clicking the label toggles it, Space
  toggles it from the keyboard.
- **Descriptions**: \`hint\` and \`error\` are read with the box through \`aria-describedby\`;
  while \`error\` is set the box is \`aria-invalid\`; the required marker is decorative.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  tags: ['stable'],
  args: { label: 'Send me the shop newsletter', name: 'shopNewsletter' },
  parameters: { usage, locales: { es: { label: 'Envíenme el boletín de la tienda' } } },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByText(String(shownArgs(context).label)));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { hint: 'About once a month. Unsubscribe at any time.' },
};
export const Required: Story = {
  args: { label: 'I accept the Terms of Use', name: 'terms', required: true },
};
export const WithError: Story = {
  args: {
    label: 'I accept the Terms of Use',
    name: 'terms',
    required: true,
    error: 'Please accept the Terms of Use to continue.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const WithLink: Story = {
  args: {
    label: (
      <>
        I accept the <a href="#terms">Terms of Use</a>
      </>
    ),
    name: 'terms',
  },
};
export const LongText: Story = {
  args: {
    label:
      'Yes, send me Snack Rewards news, member-only offers, early access to limited flavors and birthday treats by email',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Acepto los Términos de uso',
    error: 'Acepte los Términos de uso para continuar.',
    required: true,
  },
};
