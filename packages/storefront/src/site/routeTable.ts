import { fileURLToPath } from 'node:url';

/**
 * One page of the storefront in a site's route table: its URL path (or the index), a route
 * id, and the route module that serves it. The same shape as React Router's `route()` /
 * `index()` entries, so a site's `routes.ts` lists these as they are.
 */
export interface StorefrontRoute {
  id: string;
  path?: string;
  index?: true;
  /** Absolute path of the module; React Router takes it in place of one under `app/`. */
  file: string;
}

const routesDir = fileURLToPath(new URL('../routes/', import.meta.url));

/**
 * One of this package's route modules (`src/routes/<module>`). Its id is the module's name
 * (`cart/cart`): React Router's default id is the file's path, which for a module outside
 * the site's `app/` folder would put this machine's folders into every page.
 */
function routeModule(module: string): StorefrontRoute {
  return { id: module.replace(/\.route\.tsx?$/, ''), file: routesDir + module };
}
const index = (module: string): StorefrontRoute => ({ ...routeModule(module), index: true });
const page = (path: string, module: string): StorefrontRoute => ({ ...routeModule(module), path });

/**
 * The pages every site serves. Each page's route module (meta, loader and action from the
 * `*.server.ts` beside it, headers, component, error boundary) lives in this package next to
 * the page; a site's `routes.ts` lists this table and adds only its own extra pages.
 */
export const storefrontRoutes: readonly StorefrontRoute[] = [
  index('home/home.route.tsx'),
  page('all-snacks', 'listing/allSnacks.route.tsx'),
  page('flavors', 'listing/flavors.route.tsx'),
  page('products', 'listing/products.route.tsx'),
  page('products/:slug', 'product/product.route.tsx'),
  page('search', 'search/search.route.tsx'),
  page('hot-shop', 'listing/hotShop.route.tsx'),
  page('hot-shop/products/:slug', 'product/hotShopProduct.route.tsx'),
  page('multipack/all-snacks', 'listing/multipack.route.tsx'),
  page('maintenance', 'static/maintenance.route.tsx'),
  page('implicit/callback', 'account/callback.route.tsx'),
  page('implicit/ssocallback', 'account/ssoCallback.route.tsx'),
  page('signin', 'account/signin.route.ts'),
  page('signout', 'account/signout.route.ts'),
  page('login', 'account/login.route.tsx'),
  page('create-account', 'account/createAccount.route.tsx'),
  page('forgotpassword', 'account/forgotPassword.route.tsx'),
  page('resetpassword', 'account/resetPassword.route.tsx'),
  page('verify-email', 'account/verifyEmail.route.tsx'),
  page('profile', 'myaccount/profile.route.tsx'),
  page('profile/password', 'myaccount/password.route.tsx'),
  page('profile/addresses', 'myaccount/addresses.route.tsx'),
  page('profile/cards', 'myaccount/cards.route.tsx'),
  page('profile/orders', 'myaccount/orders.route.tsx'),
  page('profile/orders/:orderNumber', 'myaccount/orderDetail.route.tsx'),
  page('saved-mixes', 'myaccount/savedMixes.route.tsx'),
  page('varietypack', 'varietypack/varietyPack.route.tsx'),
  page('bundles', 'bundles/bundles.route.tsx'),
  page('gift-cards', 'giftcards/giftCards.route.tsx'),
  page('brands', 'brands/allBrands.route.tsx'),
  page('holiday-shop', 'holidayshop/holidayShop.route.tsx'),
  page('flavor-drop', 'flavordrop/flavorDrop.route.tsx'),
  page('robots.txt', 'seo/robots.route.ts'),
  page('sitemap.xml', 'seo/sitemap.route.ts'),
  page('varietypack/customize', 'varietypack/customize.route.tsx'),
  page('cart', 'cart/cart.route.tsx'),
  page('checkout', 'checkout/checkout.route.tsx'),
  page('thank-you/:orderNumber', 'checkout/thankYou.route.tsx'),
  page('contact-us', 'forms/contactUs.route.tsx'),
  page('order-lookup', 'forms/orderLookup.route.tsx'),
  page('faq', 'content/faq.route.tsx'),
  page('common-questions', 'content/commonQuestions.route.tsx'),
  page('shipping-returns', 'content/shippingReturns.route.tsx'),
  page('about-us', 'content/aboutUs.route.tsx'),
  page('terms-of-use', 'content/termsOfUse.route.tsx'),
  page('privacy-policy', 'content/privacyPolicy.route.tsx'),
  page('about-our-ads', 'content/aboutOurAds.route.tsx'),
  page('accessibility', 'content/accessibility.route.tsx'),
  // A static path ranks above the splat: this one is the site's own, not the API's.
  page('api/get-pkce-challenge', 'account/pkceChallenge.route.ts'),
  page('api/recently-viewed', 'recentlyViewed/recentlyViewed.route.ts'),
  page('api/*', 'proxy/api.route.ts'),
  page('images/*', 'proxy/images.route.ts'),
  page('*', 'notFound/notFound.route.tsx'),
];
