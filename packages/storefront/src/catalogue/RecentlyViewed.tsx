import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@snackshop/commerce-core/language';
import { Heading } from '@snackshop/ui-kit';
import * as styles from './catalogue.css';
import { ProductGrid } from './ProductGrid';
import { viewedProductIds } from './recentlyViewed';
import type { TileProduct } from './tileProduct';

/** How many recently viewed products a page shows. */
const SHOWN = 4;

/**
 * "Recently viewed": the products this browser's shopper last viewed (their ids kept in local
 * storage by the product page), but `exclude`, as tiles. Asked after the page has hydrated
 * from the site's `/api/recently-viewed` (getrecentlyviewedproducts); nothing shows without
 * any, so the server's HTML and a first visit carry none of it.
 */
export function RecentlyViewed({ exclude, language }: { exclude?: number; language: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [products, setProducts] = useState<readonly TileProduct[]>([]);
  useEffect(() => {
    const ids = viewedProductIds()
      .filter((id) => id !== String(exclude))
      .slice(0, SHOWN);
    if (ids.length === 0) return undefined;
    const controller = new AbortController();
    const query = new URLSearchParams({ productIds: ids.join(','), lang: language });
    void fetch(`/api/recently-viewed?${query}`, { signal: controller.signal })
      .then((answer) => (answer.ok ? (answer.json() as Promise<unknown>) : null))
      .then((answer) => {
        if (Array.isArray(answer)) setProducts(answer as TileProduct[]);
      })
      // A list that does not come is a list not shown; the page is whole without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [exclude, language]);
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-recently-viewed>
      <Heading level="2" id={headingId}>
        {t('catalogue.recentlyViewed')}
      </Heading>
      <ProductGrid products={products} language={language} />
    </section>
  );
}
