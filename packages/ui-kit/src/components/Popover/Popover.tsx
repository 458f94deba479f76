import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';
import { CrossIcon } from '../private/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Popover.css';

/** Popover's props as data. */
export const popoverProps = {
  side: { values: ['top', 'right', 'bottom', 'left'], default: 'bottom' },
  align: { values: ['start', 'center', 'end'], default: 'center' },
} as const;

export interface PopoverProps {
  /** The button that opens the popover (a single element, rendered as is). */
  trigger: ReactNode;
  children: ReactNode;
  /** Accessible name of the popover ("Size guide"). */
  label: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: (typeof popoverProps.side.values)[number];
  align?: (typeof popoverProps.align.values)[number];
  /** Shows a close button with this name; Escape and a click outside close it anyway. */
  closeLabel?: string;
}

/**
 * Non-modal content anchored to a button, on Radix Popover: it opens on press, takes
 * focus, and closes on Escape or a click outside, handing focus back to its button. It
 * flips to stay in the window.
 */
export function Popover({
  trigger,
  children,
  label,
  open,
  defaultOpen,
  onOpenChange,
  side = popoverProps.side.default,
  align = popoverProps.align.default,
  closeLabel,
}: PopoverProps) {
  // No useStylesheetCheck: it renders nothing of its own until open (its content is in a portal).
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={styles.content}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
        >
          <div className={styles.body}>{children}</div>
          {closeLabel && (
            <RadixPopover.Close asChild>
              <IconButton size="small" label={closeLabel} icon={<CrossIcon />} />
            </RadixPopover.Close>
          )}
          <RadixPopover.Arrow className={styles.arrow} width={14} height={7} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
