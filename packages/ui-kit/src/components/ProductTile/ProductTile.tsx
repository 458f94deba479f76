import { clsx } from 'clsx';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './ProductTile.css';

/** ProductTile's props as data. */
export const productTileProps = {
  availability: { values: ['available', 'outOfStock', 'unavailableForZip'], default: 'available' },
  locale: { values: ['en-US', 'es-US'], default: 'en-US' },
} as const;

export type ProductAvailability = (typeof productTileProps.availability.values)[number];

/** English text; pass translated text through `labels`. */
export const productTileLabels = {
  addToCart: 'Add to cart',
  notifyMe: 'Notify me',
  outOfStock: 'Out of stock',
  unavailableForZip: 'Product not available for the selected shipping zip code',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  salePrice: 'Sale price',
  originalPrice: 'Original price',
  loading: 'Loading product',
};

export type ProductTileLabels = typeof productTileLabels;

/** The element the title link renders: a plain anchor, or the site router's link. */
export type ProductTileLinkComponent = ComponentType<{
  href: string;
  className?: string;
  children: ReactNode;
}>;

export interface ProductTileBadge {
  label: string;
  tone?: BadgeTone;
}

export interface ProductTileProps {
  /** Product detail page URL. */
  href: string;
  title: string;
  brand?: string;
  /** Pack size, e.g. "1 oz bags, 40 count". */
  size?: string;
  image: { src: string; alt: string };
  /** Price in integer cents. */
  priceCents: number;
  /** Price before a discount, in cents. */
  originalPriceCents?: number;
  badges?: readonly ProductTileBadge[];
  availability?: ProductAvailability;
  /** Largest quantity one can add (stock on hand); 99 by default. */
  maxQuantity?: number;
  /**
   * A quantity field beside Add to cart (on by default). Off, the button adds one: what a
   * grid of dozens of tiles wants, where the product page and the cart set quantities.
   */
  chooseQuantity?: boolean;
  /** Called with the chosen quantity. */
  onAddToCart?: (quantity: number) => void;
  /**
   * Add to cart as a submit button of a form elsewhere in the page (`form`, its id), sending
   * `name=value`, so that it works without scripts: a grid of tiles shares one form rather
   * than carrying one each. With `quantityName`, the quantity field (`chooseQuantity`) belongs
   * to that form under that name, so the quantity typed goes with the press. With scripts the
   * press calls `onAddToCart` and the form is not sent.
   */
  addToCartSubmit?: { form: string; name: string; value: string; quantityName?: string };
  /** Called when a shopper asks to hear when an out-of-stock product is back. */
  onNotifyMe?: () => void;
  /** The add-to-cart request is running. */
  adding?: boolean;
  /**
   * Why the last add to cart was refused (e.g. only 3 left, or the cart could not be
   * reached). Shown under the button and announced; the button stays enabled to try again.
   */
  addToCartError?: ReactNode;
  /** Shows a skeleton while the product loads; the other props are ignored. */
  loading?: boolean;
  locale?: (typeof productTileProps.locale.values)[number];
  labels?: Partial<ProductTileLabels>;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The tile is in the first screenful (likely the page's largest paint): its image loads
   * at once with high fetch priority instead of lazily.
   */
  priority?: boolean;
  linkComponent?: ProductTileLinkComponent;
}

const Anchor: ProductTileLinkComponent = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * A product in a listing: image, brand, title, size, price, badges, and the action its
 * availability allows: add to cart with a quantity, notify me when out of stock, or a
 * notice when it cannot ship to the chosen ZIP code. The title link covers the tile.
 */
export function ProductTile({
  loading = false,
  badges = [],
  availability = productTileProps.availability.default,
  maxQuantity = 99,
  chooseQuantity = true,
  adding = false,
  locale = productTileProps.locale.default,
  headingLevel = 3,
  priority = false,
  linkComponent = Anchor,
  ...props
}: ProductTileProps) {
  // The defaults are given here, in the exported component, so its props table shows them.
  if (loading) return <ProductTileSkeleton label={props.labels?.loading} />;
  return (
    <LoadedProductTile
      {...props}
      badges={badges}
      availability={availability}
      maxQuantity={maxQuantity}
      chooseQuantity={chooseQuantity}
      adding={adding}
      locale={locale}
      headingLevel={headingLevel}
      priority={priority}
      linkComponent={linkComponent}
    />
  );
}

type Defaulted =
  | 'badges'
  | 'availability'
  | 'maxQuantity'
  | 'chooseQuantity'
  | 'adding'
  | 'locale'
  | 'headingLevel'
  | 'priority'
  | 'linkComponent';

function LoadedProductTile({
  href,
  title,
  brand,
  size,
  image,
  priceCents,
  originalPriceCents,
  badges,
  availability,
  maxQuantity,
  chooseQuantity,
  onAddToCart,
  addToCartSubmit,
  onNotifyMe,
  adding,
  addToCartError,
  locale,
  labels: labelOverrides,
  headingLevel,
  priority,
  linkComponent: Link,
}: Omit<ProductTileProps, 'loading' | Defaulted> & Required<Pick<ProductTileProps, Defaulted>>) {
  const labels = { ...productTileLabels, ...labelOverrides };
  useStylesheetCheck('ProductTile', styles.tile);
  const [quantity, setQuantity] = useState(1);
  const noticeId = useId();
  const errorId = useId();
  const Heading = `h${headingLevel}` as const;
  const available = availability === 'available';
  const { quantityName, ...submit } = addToCartSubmit ?? {};
  const addToCart = (
    <Button
      className={chooseQuantity ? styles.grow : styles.raised}
      loading={adding}
      {...(addToCartSubmit ? { type: 'submit', ...submit } : {})}
      onClick={(event) => {
        // With scripts the page adds; the form is for a browser without them.
        if (addToCartSubmit) event.preventDefault();
        onAddToCart?.(quantity);
      }}
      aria-label={`${labels.addToCart} ${title}`}
      aria-describedby={addToCartError ? errorId : undefined}
    >
      {labels.addToCart}
    </Button>
  );

  return (
    // The availability is said when it is not the usual (every tile of a listing says it).
    <article className={styles.tile} data-availability={available ? undefined : availability}>
      <TileMedia image={image} badges={badges} dimmed={!available} priority={priority} />
      {brand && <p className={styles.brand}>{brand}</p>}
      <Heading className={styles.title}>
        <Link href={href}>{title}</Link>
      </Heading>
      {size && <p className={styles.size}>{size}</p>}
      <Price
        className={styles.price}
        cents={priceCents}
        originalCents={originalPriceCents}
        locale={locale}
        saleLabel={labels.salePrice}
        originalLabel={labels.originalPrice}
      />
      {availability === 'outOfStock' && (
        <>
          <p className={clsx(styles.notice, styles.noticeMuted)} id={noticeId}>
            {labels.outOfStock}
          </p>
          <Button
            className={styles.raised}
            variant="outline"
            fullWidth
            onClick={onNotifyMe}
            aria-label={`${labels.notifyMe} ${title}`}
            aria-describedby={noticeId}
          >
            {labels.notifyMe}
          </Button>
        </>
      )}
      {availability === 'unavailableForZip' && (
        <p className={clsx(styles.notice, styles.noticeCritical)} role="note">
          {labels.unavailableForZip}
        </p>
      )}
      {available &&
        (chooseQuantity ? (
          <div className={styles.actions}>
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              max={maxQuantity}
              {...(quantityName ? { name: quantityName, form: addToCartSubmit?.form } : {})}
              label={`${labels.quantity}: ${title}`}
              decreaseLabel={labels.decreaseQuantity}
              increaseLabel={labels.increaseQuantity}
            />
            {addToCart}
          </div>
        ) : (
          addToCart
        ))}
      {available && addToCartError && (
        <p className={clsx(styles.notice, styles.noticeCritical)} role="alert" id={errorId}>
          {addToCartError}
        </p>
      )}
    </article>
  );
}

/** The tile's image, framed, with its badges over it. */
function TileMedia({
  image,
  badges,
  dimmed,
  priority,
}: {
  image: ProductTileProps['image'];
  badges: readonly ProductTileBadge[];
  dimmed: boolean;
  priority: boolean;
}) {
  const picture = (className: string) => (
    <img
      className={clsx(className, dimmed && styles.dimmed)}
      src={image.src}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  // Without badges the image is its own frame: one element less per tile.
  if (badges.length === 0) return picture(styles.framedImage);
  return (
    <div className={styles.media}>
      {picture(styles.image)}
      <div className={styles.badges}>
        {badges.map((badge) => (
          <Badge key={badge.label} tone={badge.tone ?? 'accent'}>
            {badge.label}
          </Badge>
        ))}
      </div>
    </div>
  );
}

function ProductTileSkeleton({ label = productTileLabels.loading }: { label?: string }) {
  return (
    <div className={styles.tile} aria-busy="true" data-loading="">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton shape="rect" aspectRatio="1" />
      <Skeleton inlineSize="35%" />
      <Skeleton />
      <Skeleton inlineSize="70%" />
      <div className={styles.footer}>
        <Skeleton inlineSize="30%" blockSize="1.5rem" />
        <Skeleton shape="rect" blockSize="2.75rem" />
      </div>
    </div>
  );
}
