/** Where the browser keeps the ids of the products its shopper viewed, newest first. */
const STORAGE_KEY = 'recentlyViewedProducts';

/** How many viewed products are remembered (getrecentlyviewedproducts answers up to 12). */
const REMEMBERED = 12;

/** The ids of the products this browser viewed, newest first; none when storage is closed. */
export function viewedProductIds(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string' && /^\d{1,9}$/.test(id))
      : [];
  } catch {
    return [];
  }
}

/** Remembers a product page's view: first in the list, once, the oldest forgotten past 12. */
export function rememberViewedProduct(productId: number): void {
  const id = String(productId);
  const ids = [id, ...viewedProductIds().filter((known) => known !== id)].slice(0, REMEMBERED);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or closed (a private window): the list is a convenience, not the page.
  }
}
