import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { addToCartEvent, pushToDataLayer } from '@snackshop/commerce-core/tracking';
import type { Language } from '@snackshop/commerce-core/language';
import { useWithStores } from '@snackshop/commerce-hooks';
import {
  ProductTile,
  type ProductTileLabels,
  type ProductTileLinkComponent,
} from '@snackshop/ui-kit';
import { localeOf } from '../i18n/format';
import { HydrateLater } from '../shell/HydrateLater';
import { readConsent } from '../tracking/consentReader';
import * as styles from './catalogue.css';
import { useProductPath } from './productPath';
import { useChosenZipRefusals } from './ChosenZipProbe';
import { useGridAddForm } from './GridAddForm';
import type { TileProduct } from './tileProduct';

/**
 * The router's link in the shape ProductTile asks for, so tiles navigate client-side. The
 * site sends every route with the first page (decision 0041), so the link asks no route
 * discovery (and carries no `data-discover` in each of a listing's tiles).
 */
const TileLink: ProductTileLinkComponent = ({ href, className, children }) => (
  <RouterLink to={href} className={className} discover="none">
    {children}
  </RouterLink>
);

/** The tracked shape of a product (prices in cents). */
export const trackedProduct = (product: TileProduct) => ({
  id: String(product.productId),
  name: product.title,
  brand: product.brand,
  category: product.productType,
  ...(product.flavor ? { variant: product.flavor } : {}),
  priceCents: product.priceCents,
});

/**
 * Adds a product to the cart store, says so, and tracks add_to_cart. The stores may load
 * after the page shows: a click before then loads them and adds once they are there.
 */
export function useAddToCart() {
  const withStores = useWithStores();
  const { t } = useTranslation();
  return (product: TileProduct, quantity: number) => {
    withStores((store) => {
      store.cart.addItem({
        productId: String(product.productId),
        title: product.title,
        price: product.priceCents,
        quantity,
        availableQty: product.availableQty,
        productEnableFor: product.productEnableFor,
        // The API's product answer says what is a free sample; its pricing checks it again.
        ...(product.isFreeSample ? { isFreeSample: true } : {}),
      });
      store.notification.success(t('pdp.added', { title: product.title }));
      pushToDataLayer(addToCartEvent(trackedProduct(product), quantity), {
        consent: readConsent(),
      });
    });
  };
}

/** A ProductTile's texts in the page's language. */
export function useTileLabels(): ProductTileLabels {
  const { t } = useTranslation();
  return {
    addToCart: t('tile.addToCart'),
    notifyMe: t('tile.notifyMe'),
    outOfStock: t('tile.outOfStock'),
    unavailableForZip: t('tile.unavailableForZip'),
    quantity: t('tile.quantity'),
    decreaseQuantity: t('tile.decreaseQuantity'),
    increaseQuantity: t('tile.increaseQuantity'),
    salePrice: t('tile.salePrice'),
    originalPrice: t('tile.originalPrice'),
    loading: t('tile.loading'),
  };
}

/**
 * Tiles of a grid that opens its page's first screenful (a listing; the home page's best
 * sellers under its compact offer): one on a phone, the first row's start on a desktop. Their
 * images are the page's largest paint, so they load first.
 */
export const FIRST_SCREEN_TILES = 2;

/**
 * How many tiles hydrate together (one part of the page, `HydrateLater`): two tiles are a
 * short task still, and each part costs the page a boundary (two comments in the HTML, a
 * component that waits).
 */
const TILES_PER_PART = 2;

/** `products` in runs of {@link TILES_PER_PART}, in order. */
const partsOf = <T,>(products: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(products.length / TILES_PER_PART) }, (_, index) =>
    products.slice(index * TILES_PER_PART, (index + 1) * TILES_PER_PART),
  );

/**
 * Products as ProductTiles in a responsive grid: add one to the cart (the product page and the
 * cart set quantities: a quantity field per tile was a fifth of a listing's elements), or
 * notify me (on the product page) when out of stock; without scripts Add to cart posts the
 * grid's one form to the cart (`useGridAddForm`). Titles link to the product pages. Once
 * the shopper has chosen a ZIP, a product that does not ship there says so on its tile.
 */
export function ProductGrid({
  products,
  language,
  headingLevel = 3,
  label,
  priorityCount = 0,
}: {
  products: readonly TileProduct[];
  language: Language;
  headingLevel?: 2 | 3 | 4;
  label?: string;
  /** How many leading tiles are in the first screenful: their images load first, not lazily. */
  priorityCount?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const labels = useTileLabels();
  const productHref = useProductPath();
  const zipCheck = useChosenZipRefusals(products.map((product) => product.productId));
  const addForm = useGridAddForm(language, 'add');
  const availabilityOf = (product: TileProduct) =>
    !product.inStock
      ? 'outOfStock'
      : zipCheck.refusalOf(product.productId)
        ? 'unavailableForZip'
        : 'available';
  return (
    <>
      {zipCheck.probe}
      {addForm.form}
      <ul className={styles.grid} aria-label={label}>
        {partsOf(products).map((part, partIndex) => (
          <HydrateLater key={part[0]?.productId}>
            {part.map((product, indexInPart) => (
              <li key={product.productId}>
                <ProductTile
                  href={productHref(product.slug)}
                  title={product.title}
                  brand={product.brand}
                  size={product.size ?? undefined}
                  // The pack's picture says nothing its title beside it does not (the product's
                  // name): read once, not twice, by a screen reader (an empty alternative text).
                  image={{ src: product.image, alt: '' }}
                  priceCents={product.priceCents}
                  originalPriceCents={product.compareAtPriceCents ?? undefined}
                  badges={product.isSpicy ? [{ label: t('tile.spicy'), tone: 'critical' }] : []}
                  availability={availabilityOf(product)}
                  maxQuantity={Math.max(1, product.availableQty)}
                  chooseQuantity={false}
                  onAddToCart={(quantity) => addToCart(product, quantity)}
                  addToCartSubmit={addForm.submitOf('productId', product.productId)}
                  onNotifyMe={() => void navigate(`${productHref(product.slug)}#notify-me`)}
                  locale={localeOf(language)}
                  labels={labels}
                  headingLevel={headingLevel}
                  priority={partIndex * TILES_PER_PART + indexInPart < priorityCount}
                  linkComponent={TileLink}
                />
              </li>
            ))}
          </HydrateLater>
        ))}
      </ul>
    </>
  );
}
