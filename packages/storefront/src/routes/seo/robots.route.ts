/** `/robots.txt`: crawl rules and the sitemap's address. */
export { robotsLoader as loader } from './seo.server';
