import { Button } from '../Button/Button';
import { interpolate } from '../private/interpolate';
import { Text } from '../Text/Text';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './LoadMore.css';

export interface LoadMoreProps {
  /** How many items are on the page now. */
  shown: number;
  /** How many there are in all. */
  total: number;
  /** Loads the next batch (36 products per page on listings). */
  onLoadMore: () => void;
  /** True while the next batch loads: the button shows a spinner and ignores presses. */
  loading?: boolean;
  /** The button's text ("Load more"). */
  label?: string;
  /** The count line, `{shown}` and `{total}` filled in. */
  statusText?: string;
}

/**
 * "Showing 36 of 120" with a progress bar and a Load more button, for lists that grow in
 * place. The count is a polite live region, so screen readers hear the new total after a
 * load; focus stays on the button to load again. The button goes once all are shown.
 */
export function LoadMore({
  shown,
  total,
  onLoadMore,
  loading = false,
  label = 'Load more',
  statusText = 'Showing {shown} of {total}',
}: LoadMoreProps) {
  useStylesheetCheck('LoadMore', styles.root);
  const visible = Math.min(shown, total);
  const percent = total > 0 ? (100 * visible) / total : 100;
  return (
    <div className={styles.root}>
      <div role="status">
        <Text tone="muted">{interpolate(statusText, { shown: visible, total })}</Text>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
      </div>
      {visible < total && (
        <Button variant="outline" loading={loading} onClick={onLoadMore}>
          {label}
        </Button>
      )}
    </div>
  );
}
