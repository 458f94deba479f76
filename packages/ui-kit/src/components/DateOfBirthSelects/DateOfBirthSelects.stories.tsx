import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateOfBirthSelects } from './DateOfBirthSelects';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishMonths = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const spanish = {
  legend: 'Fecha de nacimiento',
  dayLabel: 'Día',
  monthLabel: 'Mes',
  yearLabel: 'Año',
  placeholder: 'Selecciona',
  monthNames: spanishMonths,
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a date of birth on sign-up and account forms, as day, month and year selects.

**When not to**: any other date (a delivery date picks from the dates offered).

## Do and don't

**Do**
- Name the group with \`legend\` ("Date of birth") and say why it is asked in \`hint\`.
- Validate the whole date with the form's schema and show one \`error\` for it (a missing part,
  under 18).
- Pass the translated month names in \`monthNames\`.

**Don't**
- Fill in a default date: the shopper must choose theirs.
- Check each select on its own: a day is cleared by itself when the month no longer has it.

## Accessibility

- **Structure**: a \`fieldset\` named by its \`legend\`; each select is labelled (\`dayLabel\`,
  \`monthLabel\`, \`yearLabel\`) and native, so phones show their own picker.
- **Errors**: \`hint\` and \`error\` are read with each select through \`aria-describedby\`, and
  \`error\` marks them \`aria-invalid\`.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/DateOfBirthSelects',
  component: DateOfBirthSelects,
  tags: ['stable'],
  args: {
    legend: 'Date of birth',
    dayLabel: 'Day',
    monthLabel: 'Month',
    yearLabel: 'Year',
    required: true,
    onChange: fn(),
  },
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof DateOfBirthSelects>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { dayLabel, monthLabel, yearLabel } = shownArgs(context);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: monthLabel }), '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: yearLabel }), '2001');
    const day = canvas.getByRole('combobox', { name: dayLabel });
    // 2001 is not a leap year: February stops at the 28th.
    await expect(within(day).queryByRole('option', { name: '29' })).toBeNull();
    await userEvent.selectOptions(day, '28');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '28', month: '2', year: '2001' });
  },
};
export const Filled: Story = { args: { defaultValue: { day: '14', month: '7', year: '1990' } } };
export const Error: Story = {
  args: {
    defaultValue: { day: '1', month: '1', year: '2015' },
    error: 'Sorry! You must be 18 or older to register for the concert.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    legend: 'Your date of birth, so we can send you a treat on your birthday every year',
    hint: 'You must be 18 or older to create an account and join the rewards programme.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: spanish };
