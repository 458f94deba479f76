/** The pages the web benchmarks measure on each site. */
export const PAGES = ['home', 'listing', 'product'] as const;
export type PageName = (typeof PAGES)[number];

/** The first product the listing links to. */
export async function productPath(siteUrl: string): Promise<string> {
  const html = await (await fetch(`${siteUrl}/all-snacks`)).text();
  const href = /href="(\/products\/[^"?#]+)"/.exec(html)?.[1];
  if (!href) throw new Error('No product link on /all-snacks');
  return href;
}

/** Each page's path on the site at `siteUrl`. */
export async function pagePaths(siteUrl: string): Promise<Record<PageName, string>> {
  return { home: '/', listing: '/all-snacks', product: await productPath(siteUrl) };
}
