import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  type MetaFunction,
} from 'react-router';
import { CURRENCY } from '@snackshop/commerce-core/constants';
import { pushToDataLayer, viewItemEvent } from '@snackshop/commerce-core/tracking';
import {
  Badge,
  Button,
  Heading,
  Price,
  QuantityStepper,
  Stack,
  Text,
  TextField,
  ZipField,
} from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { ProductGrid, trackedProduct, useAddToCart } from '../../catalogue/ProductGrid';
import { RecentlyViewed } from '../../catalogue/RecentlyViewed';
import { tileProduct } from '../../catalogue/tileProduct';
import { rememberViewedProduct } from '../../catalogue/recentlyViewed';
import { useChosenZipRefusals } from '../../catalogue/ChosenZipProbe';
import { useChosenZip } from '../../shell/useChosenZip';
import { localeOf } from '../../i18n/format';
import { readConsent } from '../../tracking/consentReader';
import { JsonLd } from '../../seo/JsonLd';
import { PageBreadcrumbs } from '../../seo/PageBreadcrumbs';
import { productJsonLd, type Crumb } from '../../seo/jsonLd';
import { facetListingPath } from '../../seo/canonicalListing';
import { pageMeta, shortDescription, titleFrom } from '../../seo/meta';
import { cartPath } from '../../site/cartPath';
import { nutritionRows } from './nutrition';
import type { productLoader } from './product.server';
import { ServerHtml } from '../../shell/ServerHtml';
import {
  PRODUCT_FACTS_PART,
  type NotifyMeResult,
  type ProductData,
  type ProductFactsData,
  type ZipAvailability,
} from './types';

export const productMeta: MetaFunction = (args) => {
  const page = args.data as ProductData | undefined;
  if (!page) return [{ title: titleFrom(args, 'pdp.notFound') }];
  const { product } = page;
  return pageMeta(args, {
    title: product.title,
    description: shortDescription(product.description),
    path: `/products/${product.slug}`,
    type: 'product',
    // The 1200 × 630 PNG the API draws for link previews (they show no SVG).
    image: {
      url: product.shareImage,
      alt: product.image.alt,
      width: 1200,
      height: 630,
      type: 'image/png',
    },
    extra: [
      { property: 'product:price:amount', content: (product.priceCents / 100).toFixed(2) },
      { property: 'product:price:currency', content: CURRENCY },
    ],
  });
};

/**
 * A product's trail: Home, View All Snacks and its product type's listing. Holiday Shop
 * merchandise is in no listing, so its trail is Home alone.
 */
function productCrumbs(product: ProductData['product'], t: (key: string) => string): Crumb[] {
  const home: Crumb = { name: t('site.home'), path: '/' };
  if (product.kind === 'merchandise') return [home, { name: product.title }];
  return [
    home,
    { name: t('plp.viewAllSnacks'), path: '/all-snacks' },
    {
      name: product.productType.name,
      path: facetListingPath('productType', product.productType.slug),
    },
    { name: product.title },
  ];
}

/**
 * A product page: images, details, ingredients, nutrition, pack contents, add to cart,
 * a ZIP availability check (a GET form, so it works before JavaScript), Notify Me when out
 * of stock (a POST form) and recommended products.
 */
export function ProductPage() {
  const { product, facts, recommended, availability, zipError, language, siteUrl } =
    useLoaderData<typeof productLoader>();
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  // What the cart and tracking take of the product: the tile's shape, made once per product.
  const tile = useMemo(() => tileProduct(product), [product]);

  useEffect(() => {
    pushToDataLayer(viewItemEvent(trackedProduct(tile)), { consent: readConsent() });
    rememberViewedProduct(tile.productId);
  }, [tile]);

  // The ZIP the shopper chose in the header answers until the page checks one of its own.
  const zipCheck = useChosenZipRefusals([product.productId], availability === null);
  const chosenRefusal = zipCheck.refusalOf(product.productId);
  const unavailableHere =
    (availability !== null && !availability.available) || chosenRefusal !== null;
  return (
    <article>
      {zipCheck.probe}
      <PageBreadcrumbs siteUrl={siteUrl} language={language} crumbs={productCrumbs(product, t)} />
      <JsonLd data={productJsonLd(siteUrl, product, language)} />
      <div className={styles.twoColumns}>
        {/* The page's largest paint: fetched first (React also preloads it in the head). */}
        <img
          className={styles.detailImage}
          src={product.image.detail}
          alt={product.image.alt}
          fetchPriority="high"
        />
        <div className={styles.section}>
          <p className={styles.muted}>{product.brand.name}</p>
          <Heading level="1">{product.title}</Heading>
          {product.size && <p>{product.size.label}</p>}
          {product.isFreeSample ? (
            <FreeSampleOffer
              available={product.inStock && !unavailableHere}
              onAdd={() => addToCart(tile, 1)}
            />
          ) : (
            <>
              <p>{t('pdp.rating', { rating: product.rating, count: product.reviewCount })}</p>
              <Price
                cents={product.priceCents}
                originalCents={product.compareAtPriceCents ?? undefined}
                locale={localeOf(language)}
                saleLabel={t('tile.salePrice')}
                originalLabel={t('tile.originalPrice')}
              />
            </>
          )}
          {!product.isFreeSample && product.inStock && !unavailableHere ? (
            // A form that posts to the cart when scripts do not run (decision 0052).
            <form
              method="post"
              action={cartPath(language)}
              className={styles.inlineForm}
              onSubmit={(event) => {
                event.preventDefault();
                // The field as typed: Enter submits before the stepper's own state updates.
                const typed = Number(new FormData(event.currentTarget).get('quantity'));
                const max = Math.max(1, Math.min(99, product.availableQty));
                addToCart(
                  tile,
                  Number.isInteger(typed) ? Math.min(max, Math.max(1, typed)) : quantity,
                );
              }}
            >
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="productId" value={product.productId} />
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                max={Math.max(1, Math.min(99, product.availableQty))}
                name="quantity"
                label={t('pdp.quantity')}
                decreaseLabel={t('tile.decreaseQuantity')}
                increaseLabel={t('tile.increaseQuantity')}
              />
              <Button type="submit">{t('pdp.addToCart')}</Button>
            </form>
          ) : null}
          {!product.inStock && <NotifyMe productId={product.productId} />}
          <ZipCheck
            availability={availability}
            zipError={zipError}
            chosen={chosenRefusal === null ? null : { zip: zipCheck.zip, message: chosenRefusal }}
          />
          <p>{product.description}</p>
        </div>
      </div>
      <ServerHtml name={PRODUCT_FACTS_PART} data={facts}>
        {(shown) => <ProductFacts facts={shown} />}
      </ServerHtml>
      {recommended.length > 0 && (
        <section className={styles.section} aria-labelledby="pdp-recommended">
          <Heading level="2" id="pdp-recommended">
            {t('pdp.recommended')}
          </Heading>
          <ProductGrid products={recommended} language={language} />
        </section>
      )}
      <RecentlyViewed exclude={product.productId} language={language} />
    </article>
  );
}

/** A product's ingredients, pack contents and nutrition facts, side by side from a tablet up. */
function ProductFacts({ facts }: { facts: ProductFactsData }) {
  const { t } = useTranslation();
  return (
    <div className={styles.twoColumns}>
      <section className={styles.section} aria-labelledby="pdp-ingredients">
        <Heading level="2" id="pdp-ingredients">
          {t('pdp.ingredients')}
        </Heading>
        <p>{facts.ingredients}</p>
        {facts.components.length > 0 && (
          <>
            <Heading level="3">{t('pdp.packContents')}</Heading>
            <ul>
              {facts.components.map((component) => (
                <li key={component.product.productId}>
                  {component.quantity} × {component.product.title}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="pdp-nutrition">
        <Heading level="2" id="pdp-nutrition">
          {t('pdp.nutrition')}
        </Heading>
        {facts.nutrition ? (
          <table className={styles.table}>
            <tbody>
              {nutritionRows(facts.nutrition).map(({ labelKey, value }) => (
                <tr key={labelKey}>
                  <th scope="row" className={styles.cell}>
                    {t(labelKey)}
                  </th>
                  <td className={styles.cell}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('pdp.nutritionNone')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * A free sample's offer (decision 0038): said to be free, one to an order that has a paid
 * item, added one at a time.
 */
function FreeSampleOffer({ available, onAdd }: { available: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack space="small" data-free-sample-offer>
      <Badge tone="success">{t('cart.freeSample')}</Badge>
      <Text size="large" weight="strong">
        {t('cart.free')}
      </Text>
      <Text>{t('pdp.freeSampleTerms')}</Text>
      {available && <Button onClick={onAdd}>{t('pdp.addFreeSample')}</Button>}
    </Stack>
  );
}

/**
 * The ZIP availability check; prefilled with the ZIP the shopper chose in the header, whose
 * refusal (`chosen`) it says before any check is sent.
 */
function ZipCheck({
  availability,
  zipError,
  chosen,
}: {
  availability: ZipAvailability | null;
  zipError: string | null;
  /** The chosen ZIP's refusal of this product, when it does not ship there. */
  chosen: { zip: string; message: string } | null;
}) {
  const { t } = useTranslation();
  const chosenZip = useChosenZip();
  const [zip, setZip] = useState(availability?.zip ?? '');
  // A GET form sends its fields as the whole query: its action is the page itself, so the
  // HTML names no parameter of this visit (a campaign's, decision 0040).
  const { pathname } = useLocation();
  useEffect(() => {
    if (!availability && chosenZip) setZip(chosenZip);
  }, [availability, chosenZip]);
  return (
    <Form
      method="get"
      action={pathname}
      preventScrollReset
      className={styles.section}
      aria-labelledby="pdp-zip"
    >
      <Heading level="2" component="h2" id="pdp-zip">
        {t('pdp.availability')}
      </Heading>
      <div className={styles.inlineForm}>
        <ZipField
          label={t('zip.label')}
          name="zip"
          value={zip}
          onChange={setZip}
          error={zipError ? t(zipError) : undefined}
        />
        <Button type="submit" variant="outline">
          {t('pdp.availabilityCheck')}
        </Button>
      </div>
      {availability ? (
        <p role="status" data-availability={availability.available ? 'available' : 'unavailable'}>
          {availability.available
            ? t('pdp.available', { zip: availability.zip })
            : (availability.message ?? t('pdp.unavailableForZip'))}
        </p>
      ) : (
        chosen && (
          <p role="status" data-availability="unavailable" data-chosen-zip={chosen.zip}>
            {chosen.message}
          </p>
        )
      )}
    </Form>
  );
}

/** Notify Me for an out-of-stock product (SPEC section 2 "Notify Me"). */
function NotifyMe({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const result = useActionData<NotifyMeResult>();
  const navigation = useNavigation();
  return (
    <Form method="post" id="notify-me" className={styles.section} preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <TextField
        label={t('pdp.notifyEmail')}
        type="email"
        name="email"
        autoComplete="email"
        required
        error={result && !result.ok ? (result.message ?? undefined) : undefined}
      />
      <Button type="submit" loading={navigation.state === 'submitting'}>
        {t('pdp.notifySubmit')}
      </Button>
      {result?.ok && <p role="status">{t('notifyMe.success')}</p>}
    </Form>
  );
}
