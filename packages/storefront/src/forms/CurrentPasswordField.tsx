import { TextField } from '@snackshop/ui-kit';

/** A password the customer already has (sign in, or proof before a change). */
export function CurrentPasswordField({
  label,
  name,
  required = false,
  hint,
  error,
}: {
  label: string;
  name: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      name={name}
      type="password"
      autoComplete="current-password"
      required={required}
      error={error}
    />
  );
}
