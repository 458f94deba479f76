import type { ReactNode } from 'react';
import { Button, Inline } from '@snackshop/ui-kit';

/** A form's submit button, busy while the form is sent, with any links that go beside it. */
export function SubmitRow({
  label,
  loading,
  children,
}: {
  label: string;
  loading: boolean;
  /** Beside the button: a way back or to another page. */
  children?: ReactNode;
}) {
  return (
    <Inline space="small" alignY="center">
      <Button type="submit" loading={loading}>
        {label}
      </Button>
      {children}
    </Inline>
  );
}
