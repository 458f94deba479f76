import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Field } from '../private/Field';
import * as styles from './TextArea.css';

/** TextArea's props as data. */
export const textAreaProps = {
  rows: { default: 4 },
  resize: { values: ['vertical', 'none'], default: 'vertical' },
  /** Characters left at or below which the count is announced. */
  announceRemainingAt: { default: 20 },
} as const;

/** English text of the character count; pass translated functions through `labels`. */
export const textAreaLabels = {
  /** The visible count under the box ("20 of 250 characters"). */
  characterCount: (used: number, max: number) => `${used} of ${max} characters`,
  /** Announced politely once few characters are left ("10 characters left"). */
  charactersLeft: (left: number) => `${left} characters left`,
};

export type TextAreaLabels = typeof textAreaLabels;

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children' | 'value' | 'defaultValue'
> {
  /** The visible label; also the text area's accessible name. */
  label: ReactNode;
  /** Help under the label ("Printed on the packing slip"). */
  hint?: ReactNode;
  /** Error shown next to the field; while set the text area is `aria-invalid`. */
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  /** The most characters the box takes; shows a running count under it. */
  maxLength?: number;
  /** Visible lines of text. */
  rows?: number;
  resize?: (typeof textAreaProps.resize.values)[number];
  /**
   * With `maxLength`: once this many characters or fewer are left, the number left is
   * announced politely, so a screen reader is not interrupted on every key before that.
   */
  announceRemainingAt?: number;
  labels?: Partial<TextAreaLabels>;
  /** Ids of descriptions outside the field, read after its own hint, error and count. */
  'aria-describedby'?: string;
  /** Marks the control invalid when a surrounding group shows the error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Class for the outer wrapper (layout in a form grid). */
  className?: string;
}

/**
 * A labelled multi-line text box, wired like TextField: hint and error by
 * `aria-describedby`, the error with `aria-invalid`. With `maxLength` it stops at the
 * limit and shows "n of max characters" (read with the box), and announces the characters
 * left politely once few remain.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    required,
    id,
    className,
    value,
    defaultValue,
    maxLength,
    onChange,
    rows = textAreaProps.rows.default,
    resize = textAreaProps.resize.default,
    announceRemainingAt = textAreaProps.announceRemainingAt.default,
    labels,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const countId = `${controlId}-count`;
  // Uncontrolled boxes still need the length for the count.
  const [typedLength, setTypedLength] = useState(() => (defaultValue ?? '').length);
  const length = value !== undefined ? value.length : typedLength;
  const counted = maxLength !== undefined && maxLength >= 0;
  const left = counted ? Math.max(0, maxLength - length) : 0;
  const text = { ...textAreaLabels, ...labels };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={controlId}
      describedBy={[counted ? countId : null, describedBy].filter(Boolean).join(' ') || undefined}
      invalid={ariaInvalid === true || ariaInvalid === 'true'}
      className={className}
    >
      {(control) => (
        <>
          <textarea
            ref={ref}
            rows={rows}
            required={required}
            maxLength={maxLength}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            className={clsx(styles.control, styles.resize[resize])}
            {...rest}
            {...control}
          />
          {counted && (
            <span className={styles.countRow}>
              <span id={countId} data-character-count>
                {text.characterCount(length, maxLength)}
              </span>
              <span aria-live="polite" aria-atomic="true" data-characters-left>
                {left <= announceRemainingAt ? text.charactersLeft(left) : ''}
              </span>
            </span>
          )}
        </>
      )}
    </Field>
  );
});
