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
