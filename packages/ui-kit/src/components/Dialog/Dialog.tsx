import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CrossIcon } from '../private/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

/** Dialog's props as data. */
export const dialogProps = {
  size: { values: ['small', 'standard', 'large'], default: 'standard' },
} as const;

export interface DialogProps {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (Cancel, Save). */
  actions?: ReactNode;
  /** The element that opens the dialog (a single button, rendered as is). */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: (typeof dialogProps.size.values)[number];
  closeLabel?: string;
  /**
   * Whether Escape, the backdrop and the close button may dismiss it; turn off only when
   * the user must pick one of the actions (a cookie choice the law asks for).
   */
  dismissible?: boolean;
}

/**
 * A centred modal dialog on Radix Dialog: focus moves in and is trapped, returns to the
 * trigger on close, the page behind is inert; Escape, the backdrop and the close button
 * close it.
 */
export function Dialog({
  title,
  description,
  children,
  actions,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = dialogProps.size.default,
  closeLabel = 'Close',
  dismissible = true,
}: DialogProps) {
  // No useStylesheetCheck: it renders nothing of its own until open (its content is in a portal).
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.content, styles.size[size])}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel} icon={<CrossIcon />} />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap an action button in this to make it close the dialog when pressed. */
export const DialogClose = RadixDialog.Close;
