import { useEffect, useRef, useState, type FormEvent } from 'react';

/** Moves focus to the first field with a message, so a keyboard user lands on it. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLElement &&
      'name' in element &&
      typeof element.name === 'string' &&
      Boolean(errors[element.name]),
  );
  first?.focus();
}

/**
 * An account form's check in the browser before it is sent: `findErrors` answers the fields'
 * messages (none: the form goes). With messages the form stays, they are kept as
 * `clientErrors` (null while the browser has found nothing) and the first field is focused.
 * The server's answer to the form (`answer`) focuses its first field with a message too.
 */
export function useFormCheck(
  findErrors: (form: HTMLFormElement) => Record<string, string>,
  answer?: { errors: Record<string, string> } | null,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer) focusFirstInvalid(formRef.current, answer.errors);
  }, [answer]);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = findErrors(event.currentTarget);
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    focusFirstInvalid(event.currentTarget, found);
  };
  return { formRef, clientErrors, check };
}
