import { useId, type ReactNode } from 'react';
import { useControllableState } from '../private/useControllableState';
import * as fieldStyles from '../private/field.css';
import { AlertIcon } from '../private/icons';
import { Select } from '../Select/Select';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './DateOfBirthSelects.css';

/** First and last year of the years list (SPEC section 9: 1909 to 2030). */
const BIRTH_YEAR_RANGE = { first: 1909, last: 2030 } as const;

/** The years offered: 2030 down to 1909, newest first so adults find theirs quickly. */
export const birthYears: readonly number[] = Array.from(
  { length: BIRTH_YEAR_RANGE.last - BIRTH_YEAR_RANGE.first + 1 },
  (_, index) => BIRTH_YEAR_RANGE.last - index,
);

/** A date of birth as the three selects hold it; '' while a part is not chosen. */
export interface DateOfBirthValue {
  day: string;
  month: string;
  year: string;
}

const emptyValue: DateOfBirthValue = { day: '', month: '', year: '' };

/** How many days a month has (month 1–12; February 29 only in leap years). */
export function daysInMonth(month: number, year?: number): number {
  if (!month) return 31;
  // Without a year, allow the 29th of February.
  return new Date(Date.UTC(year || 2000, month, 0)).getUTCDate();
}

export interface DateOfBirthSelectsProps {
  /** Names the group ("Date of birth"). */
  legend: ReactNode;
  value?: DateOfBirthValue;
  defaultValue?: DateOfBirthValue;
  onChange?: (value: DateOfBirthValue) => void;
  dayLabel?: string;
  monthLabel?: string;
  yearLabel?: string;
  /** The month names, January first; the site passes the translated ones. */
  monthNames?: readonly string[];
  /** Placeholder of each select ("Select"). */
  placeholder?: string;
  hint?: ReactNode;
  /** Error for the whole date (missing part, under 18), shown under the selects. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form field names of the three selects. */
  names?: { day: string; month: string; year: string };
  /** The years offered; the spec's 1909–2030 list by default. */
  years?: readonly number[];
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Day, month and year selects grouped in a fieldset. The day list follows the month and
 * year (no 31 February); a day that no longer exists is cleared when the month changes.
 */
export function DateOfBirthSelects({
  legend,
  value,
  defaultValue = emptyValue,
  onChange,
  dayLabel = 'Day',
  monthLabel = 'Month',
  yearLabel = 'Year',
  monthNames = englishMonths,
  placeholder = 'Select',
  hint,
  error,
  required,
  disabled,
  names = { day: 'birthDay', month: 'birthMonth', year: 'birthYear' },
  years = birthYears,
}: DateOfBirthSelectsProps) {
  useStylesheetCheck('DateOfBirthSelects', styles.fieldset);
  const [date, setDate] = useControllableState(value, defaultValue, onChange);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const days = daysInMonth(Number(date.month), Number(date.year));
  const update = (part: keyof DateOfBirthValue, next: string) => {
    const merged = { ...date, [part]: next };
    const limit = daysInMonth(Number(merged.month), Number(merged.year));
    if (Number(merged.day) > limit) merged.day = '';
    setDate(merged);
  };
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const shared = {
    placeholder,
    required,
    disabled,
    'aria-describedby': describedBy || undefined,
    // The group's error concerns every part, so each select is marked invalid with it.
    'aria-invalid': error ? true : undefined,
  } as const;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>
        {legend}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {hint && (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.row}>
        <Select
          {...shared}
          label={monthLabel}
          name={names.month}
          value={date.month}
          autoComplete="bday-month"
          onChange={(event) => update('month', event.target.value)}
          options={monthNames.map((label, index) => ({ value: String(index + 1), label }))}
        />
        <Select
          {...shared}
          label={dayLabel}
          name={names.day}
          value={date.day}
          autoComplete="bday-day"
          onChange={(event) => update('day', event.target.value)}
          options={Array.from({ length: days }, (_, index) => ({
            value: String(index + 1),
            label: String(index + 1),
          }))}
        />
        <Select
          {...shared}
          label={yearLabel}
          name={names.year}
          value={date.year}
          autoComplete="bday-year"
          onChange={(event) => update('year', event.target.value)}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
        />
      </div>
      {error && (
        <span id={errorId} className={fieldStyles.error}>
          <span className={fieldStyles.errorIcon}>
            <AlertIcon />
          </span>
          {error}
        </span>
      )}
    </fieldset>
  );
}
