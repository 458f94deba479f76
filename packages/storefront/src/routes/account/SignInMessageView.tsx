import { Link } from '@snackshop/ui-kit';
import type { SignInMessage } from './messages.server';

/**
 * A sign-in form's message: plain text, or (SPEC section 8's social sign-in keys) the text
 * up to 'through' followed by a link to the right site's sign-in.
 */
export function SignInMessageView({ message }: { message: SignInMessage }) {
  if (message.kind === 'text') return <>{message.text}</>;
  return (
    <>
      {message.before} <Link href={message.href}>{message.linkText}</Link>
    </>
  );
}

/** Moves focus to the first field with a message, so a keyboard user lands on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>) {
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
