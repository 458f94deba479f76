import { Fragment } from 'react';

/**
 * An email address that a narrow screen may wrap after its "@" and its dots, never inside a
 * name: a long address stays on the page instead of pushing it sideways.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
