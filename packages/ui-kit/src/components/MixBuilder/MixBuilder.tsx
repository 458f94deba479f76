import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { AlertIcon, MinusIcon, PlusIcon } from '../private/icons';
import { useControllableState } from '../private/useControllableState';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './MixBuilder.css';

/** Packs in a mix-and-match multipack (SPEC: multipack size). */
export const MIX_SIZE = 30;

/** A product that can go into a mix. */
export interface MixProduct {
  id: string;
  title: string;
  image: { src: string; alt: string };
  /** False once the product can no longer be bought; it must be replaced. */
  available?: boolean;
}

/** Packs chosen per product id. */
export type MixSelection = Readonly<Record<string, number>>;

/** English text; pass translated text through `labels`. */
export const mixBuilderLabels = {
  title: 'Build your mix',
  picker: 'Choose your snacks',
  progress: (count: number, size: number) => `${count} of ${size} packs`,
  remaining: (n: number) =>
    n === 1 ? 'Add 1 more pack to complete your mix' : `Add ${n} more packs to complete your mix`,
  full: 'Your mix is full',
  add: (title: string) => `Add one ${title}`,
  remove: (title: string) => `Remove one ${title}`,
  inMix: (title: string, n: number) => `${title}: ${n} in your mix`,
  unavailableItem: 'No longer available',
  unavailable: 'One or more selected items are no longer available; click Edit and replace',
  edit: 'Edit',
  save: 'Save mix',
  loading: 'Loading snacks',
  empty: 'No snacks to choose from right now',
};

export type MixBuilderLabels = typeof mixBuilderLabels;

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
  const byId = new Map(products.map((p) => [p.id, p]));

  const change = (id: string, delta: number) => {
    const n = (selected[id] ?? 0) + delta;
    const { [id]: _old, ...others } = selected;
    setSelected(n > 0 ? { ...others, [id]: n } : others);
  };

  // One slot per pack, in the order products were chosen; unavailable ones marked.
  const slots = Object.entries(selected).flatMap(([id, n]) =>
    Array.from({ length: n }, () => byId.get(id)),
  );

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

      <ol className={styles.slots} aria-hidden="true" data-slots={size}>
        {Array.from({ length: size }, (_, i) => {
          const product = slots[i];
          const state =
            i >= total
              ? 'empty'
              : product && product.available !== false
                ? 'filled'
                : 'unavailable';
          return (
            <li key={i} className={clsx(styles.slot, styles.slotState[state])} data-slot={state}>
              {product && <img className={styles.slotImage} src={product.image.src} alt="" />}
            </li>
          );
        })}
      </ol>

      <h3 className={styles.pickerHeading} id={pickerId}>
        {labels.picker}
      </h3>
      {loading ? (
        <ul className={styles.picker} aria-labelledby={pickerId}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={styles.card}>
              <Skeleton shape="rect" aspectRatio="1" />
              <Skeleton />
              <Skeleton inlineSize="60%" />
              {i === 0 && <VisuallyHidden>{labels.loading}</VisuallyHidden>}
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <p className={styles.hint}>{labels.empty}</p>
      ) : (
        <ul className={styles.picker} aria-labelledby={pickerId}>
          {products.map((product) => {
            const n = selected[product.id] ?? 0;
            const isAvailable = product.available !== false;
            return (
              <li
                key={product.id}
                className={clsx(styles.card, n > 0 && styles.cardSelected)}
                data-product={product.id}
              >
                <img className={styles.cardImage} src={product.image.src} alt={product.image.alt} />
                <p className={styles.cardTitle}>{product.title}</p>
                {!isAvailable && <p className={styles.cardNote}>{labels.unavailableItem}</p>}
                <div className={styles.stepper}>
                  <IconButton
                    size="small"
                    variant="outline"
                    label={labels.remove(product.title)}
                    icon={<MinusIcon />}
                    disabled={n === 0}
                    onClick={() => change(product.id, -1)}
                  />
                  <span className={styles.count}>
                    <span aria-hidden="true">{n}</span>
                    <VisuallyHidden>{labels.inMix(product.title, n)}</VisuallyHidden>
                  </span>
                  <IconButton
                    size="small"
                    variant="solid"
                    label={labels.add(product.title)}
                    icon={<PlusIcon />}
                    disabled={!isAvailable || !room}
                    onClick={() => change(product.id, 1)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}

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
