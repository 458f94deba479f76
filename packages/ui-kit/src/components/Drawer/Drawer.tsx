import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { CrossIcon } from '../private/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Drawer.css';

/** Drawer's props as data. */
export const drawerProps = {
  side: { values: ['start', 'end', 'bottom'], default: 'end' },
} as const;

export interface DrawerProps {
  /** Heading of the drawer; also its accessible name. */
  title: ReactNode;
  /** Optional line under the title, read as the drawer's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Actions pinned to the bottom (Apply, Clear all). */
  footer?: ReactNode;
  /** The element that opens the drawer (rendered as is; must be a single button). */
  trigger?: ReactNode;
  /**
   * Where focus goes back on close when the drawer has no `trigger` (a controlled drawer
   * opened by a button outside it); with a trigger, focus returns to the trigger.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Edge it slides from; logical, so `start` is the right edge in right-to-left pages. */
  side?: (typeof drawerProps.side.values)[number];
  closeLabel?: string;
}

/**
 * A modal panel sliding in from an edge, on Radix Dialog: focus is trapped inside and
 * returns to the trigger on close; Escape, the close button and the backdrop close it.
 */
export function Drawer({
  title,
  description,
  children,
  footer,
  trigger,
  returnFocusTo,
  open,
  defaultOpen,
  onOpenChange,
  side = drawerProps.side.default,
  closeLabel = 'Close',
}: DrawerProps) {
  // No useStylesheetCheck: it renders nothing of its own until open (its content is in a portal).
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={clsx(styles.content, styles.side[side])}
          onCloseAutoFocus={(event) => {
            if (trigger || !returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          // Without a description Radix would warn; undefined tells it there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={closeLabel} icon={<CrossIcon />} />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
