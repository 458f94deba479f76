import { useMatches } from 'react-router';
import { pageHandle, type PageLayout } from '../site/handle';

/**
 * Where a product's page lives. Inside the hot-snack shop section a product opens under it
 * (`/hot-shop/products/<slug>`, dark like the rest of the section, its canonical URL the
 * product's own); everywhere else at `/products/<slug>`.
 */
export function productPath(slug: string, layout: PageLayout = 'default'): string {
  return layout === 'hot' ? `/hot-shop/products/${slug}` : `/products/${slug}`;
}

/** `productPath` for the page being shown: links stay in the section they are in. */
export function useProductPath(): (slug: string) => string {
  const { layout } = pageHandle(useMatches());
  return (slug) => productPath(slug, layout);
}
