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
  parameters: { locales: { es: spanish } },
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
