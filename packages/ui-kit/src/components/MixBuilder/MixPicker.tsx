import { clsx } from 'clsx';
import { IconButton } from '../IconButton/IconButton';
import { MinusIcon, PlusIcon } from '../private/icons';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { MixBuilderLabels, MixProduct, MixSelection } from './mix';
import * as styles from './MixBuilder.css';

interface MixPickerProps {
  products: readonly MixProduct[];
  selected: MixSelection;
  /** Adds (1) or removes (-1) one pack of a product. */
  onChange: (id: string, delta: number) => void;
  /** The mix has room for another pack. */
  room: boolean;
  loading: boolean;
  labels: MixBuilderLabels;
  /** Id of the heading naming the list. */
  labelledBy: string;
}

/** The mix builder's products, each with its count and add and remove buttons. */
export function MixPicker({
  products,
  selected,
  onChange,
  room,
  loading,
  labels,
  labelledBy,
}: MixPickerProps) {
  if (loading) {
    return (
      <ul className={styles.picker} aria-labelledby={labelledBy}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className={styles.card}>
            <Skeleton shape="rect" aspectRatio="1" />
            <Skeleton />
            <Skeleton inlineSize="60%" />
            {i === 0 && <VisuallyHidden>{labels.loading}</VisuallyHidden>}
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) return <p className={styles.hint}>{labels.empty}</p>;
  return (
    <ul className={styles.picker} aria-labelledby={labelledBy}>
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
                onClick={() => onChange(product.id, -1)}
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
                onClick={() => onChange(product.id, 1)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

interface MixSlotsProps {
  products: readonly MixProduct[];
  selected: MixSelection;
  size: number;
}

/** The tracker of the mix's slots: one per pack, in the order chosen, unavailable ones marked. */
export function MixSlots({ products, selected, size }: MixSlotsProps) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const slots = Object.entries(selected).flatMap(([id, n]) =>
    Array.from({ length: n }, () => byId.get(id)),
  );
  return (
    <ol className={styles.slots} aria-hidden="true" data-slots={size}>
      {Array.from({ length: size }, (_, i) => {
        const product = slots[i];
        const state =
          i >= slots.length
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
  );
}
