import { forwardRef, useState, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Digits in a US phone number (SPEC section 9). */
const PHONE_DIGITS = 10;

/** The digits of a phone number as typed, at most ten. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Formats up to ten digits as `(555) 123-4567`, partially while typing. */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits.length <= 3) return digits.length === 3 ? `(${digits})` : digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'
> {
  /** The number, formatted or not; shown formatted. */
  value?: string;
  defaultValue?: string;
  /** Called with the formatted number and its bare digits. */
  onChange?: (formatted: string, digits: string) => void;
}

/**
 * A US phone number field: a telephone keypad on phones, at most ten digits, formatted
 * as `(555) 123-4567` while typing. Validation stays with the form (commerce-core).
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { value, defaultValue = '', onChange, ...rest },
  ref,
) {
  const [internal, setInternal] = useState(formatPhone(defaultValue));
  const shown = value !== undefined ? formatPhone(value) : internal;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // Deleting the ")" or "-" a format added would otherwise put it straight back.
    const deletingPunctuation =
      typed.length < shown.length && phoneDigits(typed) === phoneDigits(shown);
    const digits = deletingPunctuation ? phoneDigits(typed).slice(0, -1) : phoneDigits(typed);
    const formatted = formatPhone(digits);
    if (value === undefined) setInternal(formatted);
    onChange?.(formatted, digits);
  };
  return (
    <TextField
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...rest}
      value={shown}
      onChange={handleChange}
    />
  );
});
