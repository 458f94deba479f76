import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { birthYears, DateOfBirthSelects, daysInMonth } from './DateOfBirthSelects';

const optionValues = (select: Element) =>
  [...(select as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);

describe('DateOfBirthSelects', () => {
  it('offers the years 1909 to 2030, each once', async () => {
    const screen = await render(<DateOfBirthSelects legend="Date of birth" />);
    const years = optionValues(screen.getByRole('combobox', { name: 'Year' }).element());
    expect(years).toHaveLength(122);
    expect(years[0]).toBe('2030');
    expect(years.at(-1)).toBe('1909');
    expect(years).not.toContain('1908');
    expect(years).not.toContain('2031');
    expect(birthYears).toHaveLength(122);
  });

  it('lists the days the chosen month has and clears a day that no longer exists', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DateOfBirthSelects
        legend="Date of birth"
        defaultValue={{ day: '31', month: '1', year: '2000' }}
        onChange={onChange}
      />,
    );
    const day = screen.getByRole('combobox', { name: 'Day' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }).element(), '2');
    expect(optionValues(day.element())).toHaveLength(29);
    expect(onChange).toHaveBeenLastCalledWith({ day: '', month: '2', year: '2000' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }).element(), '1999');
    expect(optionValues(day.element())).toHaveLength(28);
    expect(daysInMonth(4, 2001)).toBe(30);
  });

  it('is a named group whose error describes every select', async () => {
    const screen = await render(
      <DateOfBirthSelects
        legend="Fecha de nacimiento"
        dayLabel="Día"
        monthLabel="Mes"
        yearLabel="Año"
        error="Sorry! You must be 18 or older to register for the concert."
      />,
    );
    await expect.element(screen.getByRole('group', { name: 'Fecha de nacimiento' })).toBeVisible();
    for (const name of ['Día', 'Mes', 'Año']) {
      const select = screen.getByRole('combobox', { name });
      await expect.element(select).toHaveAttribute('aria-invalid', 'true');
      await expect
        .element(select)
        .toHaveAccessibleDescription('Sorry! You must be 18 or older to register for the concert.');
    }
    await expectNoAxeViolations();
  });
});
