import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The pages this site serves, all assembled from @snackshop/storefront. */
export default [
  index('routes/home.tsx'),
  route('all-snacks', 'routes/all-snacks.tsx'),
  route('flavors', 'routes/flavors.tsx'),
  route('products', 'routes/products.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('search', 'routes/search.tsx'),
  route('hot-shop', 'routes/hot-shop.tsx'),
  route('maintenance', 'routes/maintenance.tsx'),
  route('implicit/callback', 'routes/implicit-callback.tsx'),
  route('implicit/ssocallback', 'routes/implicit-ssocallback.tsx'),
  route('forgotpassword', 'routes/forgotpassword.tsx'),
  route('resetpassword', 'routes/resetpassword.tsx'),
  route('api/*', 'routes/api-proxy.ts'),
  route('images/*', 'routes/images.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
