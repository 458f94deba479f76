import { clsx } from 'clsx';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Skeleton.css';

/** Skeleton's props as data. */
export const skeletonProps = {
  shape: { values: ['text', 'rect', 'circle'], default: 'text' },
} as const;

export interface SkeletonProps {
  shape?: (typeof skeletonProps.shape.values)[number];
  /** Any CSS length; defaults to the full width. */
  inlineSize?: string;
  /** Any CSS length; `text` takes one line by default. */
  blockSize?: string;
  /** Aspect ratio such as `1` or `4 / 3`, for images. */
  aspectRatio?: string;
  className?: string;
}

/**
 * A placeholder shaped like content that is loading. Hidden from screen readers: the
 * container says it is busy (`aria-busy`) and names what is loading.
 */
export function Skeleton({
  shape = skeletonProps.shape.default,
  inlineSize = '100%',
  blockSize,
  aspectRatio,
  className,
}: SkeletonProps) {
  useStylesheetCheck('Skeleton', styles.base);
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={clsx(styles.base, styles.shape[shape], className)}
      style={{ inlineSize, blockSize, aspectRatio }}
    />
  );
}
