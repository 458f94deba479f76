/**
 * One page of the storefront in a site's route table: its URL path (or the index) and the
 * route module that serves it, relative to the site's `app/` folder. The same shape as React
 * Router's `route()` / `index()` entries, so a site's `routes.ts` lists these as they are.
 */
export interface StorefrontRoute {
  path?: string;
  index?: true;
  file: string;
}

const page = (path: string, file: string): StorefrontRoute => ({ path, file: `routes/${file}` });

/**
 * The pages every site serves, assembled from this package: each site has a module of the
 * same name under `app/routes/` (a few lines naming the storefront's loader, page and
 * headers), and adds only its own extra pages to this table.
 */
export const storefrontRoutes: readonly StorefrontRoute[] = [
  { index: true, file: 'routes/home.tsx' },
  page('all-snacks', 'all-snacks.tsx'),
  page('flavors', 'flavors.tsx'),
  page('products', 'products.tsx'),
  page('products/:slug', 'product.tsx'),
  page('search', 'search.tsx'),
  page('hot-shop', 'hot-shop.tsx'),
  page('maintenance', 'maintenance.tsx'),
  page('implicit/callback', 'implicit-callback.tsx'),
  page('implicit/ssocallback', 'implicit-ssocallback.tsx'),
  page('forgotpassword', 'forgotpassword.tsx'),
  page('resetpassword', 'resetpassword.tsx'),
  page('varietypack', 'varietypack.tsx'),
  page('bundles', 'bundles.tsx'),
  page('gift-cards', 'gift-cards.tsx'),
  page('holiday-shop', 'holiday-shop.tsx'),
  page('varietypack/customize', 'varietypack-customize.tsx'),
  page('cart', 'cart.tsx'),
  page('checkout', 'checkout.tsx'),
  page('thank-you/:orderNumber', 'thank-you.tsx'),
  page('contact-us', 'contact-us.tsx'),
  page('order-lookup', 'order-lookup.tsx'),
  page('faq', 'content-faq.tsx'),
  page('common-questions', 'content-common-questions.tsx'),
  page('shipping-returns', 'content-shipping-returns.tsx'),
  page('about-us', 'content-about-us.tsx'),
  page('terms-of-use', 'content-terms-of-use.tsx'),
  page('privacy-policy', 'content-privacy-policy.tsx'),
  page('about-our-ads', 'content-about-our-ads.tsx'),
  page('accessibility', 'content-accessibility.tsx'),
  page('api/*', 'api-proxy.ts'),
  page('images/*', 'images.ts'),
  page('*', 'not-found.tsx'),
];
