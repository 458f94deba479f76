import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: an option that is on or off and takes effect with the rest of the form or
panel: a filter in FilterPanel, a preference in a list. With \`count\`, a filter showing how
many products it matches.

**When not to**: a single form checkbox with a hint or an error (terms, newsletter): use
\`CheckboxField\`. One choice among several: \`RadioGroup\`.

## Do and don't

**Do**
- Write the label as the option itself ("Sea salt"), not a question.
- Give \`name\` and \`value\` when it posts with a form: without \`name\` no hidden input is sent.
- Control it (\`checked\` and \`onCheckedChange\`) when the state lives in the URL or a store.

**Don't**
- Make a checkbox act at once (navigate, delete): use a \`Button\`.
- Use a negative label ("Don't send me emails"): say what checking does.

## Accessibility

- **Native**: an \`<input type="checkbox">\` inside its \`<label>\`: clicking the label toggles it,
  Space toggles it from the keyboard, and it works before JavaScript loads.
- **Count**: \`count\` is read after the label ("Sea salt (12)").
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['stable'],
  args: { label: 'Sea salt', count: 12, onCheckedChange: fn() },
  parameters: { usage, locales: { es: { label: 'Sal marina' } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    await userEvent.click(within(canvasElement).getByText(String(shownArgs(context).label)));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    label: 'Extra crunchy kettle-cooked sea salt and cracked black pepper with a hint of lime',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: { label: 'Sal marina' } };
