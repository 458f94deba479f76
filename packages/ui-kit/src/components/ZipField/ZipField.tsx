import { forwardRef, useState, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Digits in a ZIP code (SPEC section 9). */
export const ZIP_DIGITS = 5;

export interface ZipFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'
> {
  value?: string;
  defaultValue?: string;
  /** Called with the digits typed so far (at most five). */
  onChange?: (zip: string) => void;
}

/**
 * A five-digit ZIP code field: numeric keypad on phones, anything but digits dropped,
 * never longer than five. Whether the ZIP is served stays with the form.
 */
export const ZipField = forwardRef<HTMLInputElement, ZipFieldProps>(function ZipField(
  { value, defaultValue = '', onChange, ...rest },
  ref,
) {
  const clean = (text: string) => text.replace(/\D/g, '').slice(0, ZIP_DIGITS);
  const [internal, setInternal] = useState(clean(defaultValue));
  const shown = value !== undefined ? clean(value) : internal;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const zip = clean(event.target.value);
    if (value === undefined) setInternal(zip);
    onChange?.(zip);
  };
  return (
    <TextField
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      pattern="[0-9]{5}"
      {...rest}
      maxLength={ZIP_DIGITS}
      value={shown}
      onChange={handleChange}
    />
  );
});
