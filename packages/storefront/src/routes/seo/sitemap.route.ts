/** `/sitemap.xml`: the pages of the shop for search engines, in both languages. */
export { sitemapLoader as loader } from './seo.server';
