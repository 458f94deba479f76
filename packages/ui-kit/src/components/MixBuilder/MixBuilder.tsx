import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { AlertIcon } from '../private/icons';
import { useControllableState } from '../private/useControllableState';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
// The parts first: a component's rules cascade after those of what it renders.
import { mixBuilderLabels, type MixBuilderLabels, type MixProduct, type MixSelection } from './mix';
import { MixPicker, MixSlots } from './MixPicker';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './MixBuilder.css';

/** Packs in a mix-and-match multipack (SPEC: multipack size). */
export const MIX_SIZE = 30;

export interface MixBuilderProps {
  /** Products to pick from, including chosen ones that are no longer available. */
  products: readonly MixProduct[];
  /** Packs per product (controlled). */
  selection?: MixSelection;
  /** Starting selection when uncontrolled (e.g. a saved mix). */
  defaultSelection?: MixSelection;
  onSelectionChange?: (selection: MixSelection) => void;
  /** Called with the selection when Save mix is pressed; only possible when full. */
  onSave?: (selection: MixSelection) => void;
  /** The save request is running. */
  saving?: boolean;
  /**
   * Why the mix could not be saved or priced (e.g. the server refused it). Shown above Save
   * mix and announced; Save mix stays enabled so the shopper can try again.
   */
  saveError?: ReactNode;
  /** Called by the Edit button of the unavailable-items alert. */
  onEdit?: () => void;
  /** Packs in a full mix; 30. */
  size?: number;
  loading?: boolean;
  labels?: Partial<MixBuilderLabels>;
}

/** Totals of a selection: all packs, and packs of products still available. */
export function mixCounts(products: readonly MixProduct[], selection: MixSelection) {
  const availableIds = new Set(products.filter((p) => p.available !== false).map((p) => p.id));
  let total = 0;
  let available = 0;
  for (const [id, n] of Object.entries(selection)) {
    total += n;
    if (availableIds.has(id)) available += n;
  }
  return { total, available, unavailable: total - available };
}

/**
 * Builds a 30-pack: a picker to add and remove packs, a tracker of the 30 slots, and Save
 * mix. The mix is full when exactly 30 packs of available products are chosen; adding
 * stops there. Chosen products that are no longer available raise the alert "One or more
 * selected items are no longer available; click Edit and replace" and block saving until
 * they are removed.
 */
export function MixBuilder({
  products,
  selection,
  defaultSelection = {},
  onSelectionChange,
  onSave,
  saving = false,
  saveError,
  onEdit,
  size = MIX_SIZE,
  loading = false,
  labels: labelOverrides,
}: MixBuilderProps) {
  const labels = { ...mixBuilderLabels, ...labelOverrides };
  useStylesheetCheck('MixBuilder', styles.root);
  const [selected, setSelected] = useControllableState(
    selection,
    defaultSelection,
    onSelectionChange,
  );
  const headingId = useId();
  const pickerId = useId();
  const { total, available, unavailable } = mixCounts(products, selected);
  const full = available === size && unavailable === 0;
  const room = total < size;

  const change = (id: string, delta: number) => {
    const n = (selected[id] ?? 0) + delta;
    const { [id]: _old, ...others } = selected;
    setSelected(n > 0 ? { ...others, [id]: n } : others);
  };

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <h2 className={styles.heading} id={headingId}>
          {labels.title}
        </h2>
        <p className={styles.progress} aria-live="polite" aria-atomic="true">
          {labels.progress(total, size)}
          {full && <VisuallyHidden>. {labels.full}</VisuallyHidden>}
        </p>
      </div>

      {unavailable > 0 && (
        <div className={styles.alert} role="alert">
          <AlertIcon />
          <p className={styles.alertText}>{labels.unavailable}</p>
          {onEdit && (
            <Button variant="outline" tone="critical" size="small" onClick={onEdit}>
              {labels.edit}
            </Button>
          )}
        </div>
      )}

      <MixSlots products={products} selected={selected} size={size} />

      <h3 className={styles.pickerHeading} id={pickerId}>
        {labels.picker}
      </h3>
      <MixPicker
        products={products}
        selected={selected}
        onChange={change}
        room={room}
        loading={loading}
        labels={labels}
        labelledBy={pickerId}
      />

      {saveError && (
        <div className={styles.alert} role="alert">
          <AlertIcon />
          <p className={styles.alertText}>{saveError}</p>
        </div>
      )}

      <div className={styles.footer}>
        <p className={styles.hint}>
          {full
            ? labels.full
            : unavailable === 0 && total < size
              ? labels.remaining(size - total)
              : null}
        </p>
        <Button disabled={!full} loading={saving} onClick={() => onSave?.(selected)}>
          {labels.save}
        </Button>
      </div>
    </section>
  );
}
