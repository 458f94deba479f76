import type { MetaArgs, MetaDescriptor } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@snackshop/commerce-core/language';
import { i18nFor } from '../i18n/i18n';
import type { ShellData } from '../site/shellData';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';

const shellOf = (args: MetaArgs) =>
  args.matches.find((match) => match?.id === 'root')?.data as ShellData | undefined;

/**
 * A page title in the page's language followed by the site's name: meta functions run
 * outside React, so they translate with the root loader's language and labels.
 */
export function titleFrom(args: MetaArgs, key: string, values?: Record<string, unknown>): string {
  const { t, siteName } = metaText(args);
  return `${t(key, values)} | ${siteName}`;
}

/** The translator, language and site name of a meta function (from the root loader). */
export function metaText(args: MetaArgs) {
  const shell = shellOf(args);
  const language = shell?.language ?? DEFAULT_LANGUAGE;
  const i18n = i18nFor(language, shell?.labels);
  return {
    t: (key: string, values?: Record<string, unknown>) => i18n.t(key, values),
    language,
    siteName: shell?.site.name ?? 'Snack Shop',
  };
}

/** What a page's loader gives its meta and structured data: the site's public origin. */
export interface SeoData {
  siteUrl: string;
}

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  /** The page's own title, without the site's name. */
  title: string;
  description?: string;
  /** The canonical path, with its canonical query, in its English form (default: the URL's path). */
  path?: string;
  /** og:image, root-relative or absolute, with its pixel size and type when known. */
  image?: { url: string; alt: string; width?: number; height?: number; type?: string };
  /** og:type (default website). */
  type?: 'website' | 'product';
  /** Further descriptors of this page (a product's price). */
  extra?: MetaDescriptor[];
}

const ogLocale = (language: Language) =>
  language.replace(/-(\w+)$/, (_, r: string) => `_${r.toUpperCase()}`);

/**
 * A page's title, description, canonical URL (in the language it is shown in), `hreflang`
 * alternates with x-default, and Open Graph (docs/decisions/0028). The canonical URL and the
 * alternates need the loader's `siteUrl`; a page without it (an error) gets the texts only.
 */
export function pageMeta(args: MetaArgs, page: PageMeta): MetaDescriptor[] {
  const { language, siteName } = metaText(args);
  const meta: MetaDescriptor[] = [{ title: `${page.title} | ${siteName}` }];
  if (page.description) meta.push({ name: 'description', content: page.description });
  const siteUrl = (args.data as Partial<SeoData> | undefined)?.siteUrl;
  if (!siteUrl) return meta;
  const path = page.path ?? args.location.pathname;
  const url = absoluteUrl(siteUrl, localizedPath(path, language));
  meta.push({ tagName: 'link', rel: 'canonical', href: url });
  for (const alternate of languageAlternates(siteUrl, path)) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    });
  }
  meta.push(
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: ogLocale(language) },
    ...LANGUAGES.filter((other) => other !== language).map((other) => ({
      property: 'og:locale:alternate',
      content: ogLocale(other),
    })),
  );
  if (page.description) meta.push({ property: 'og:description', content: page.description });
  if (page.image) {
    meta.push(
      { property: 'og:image', content: absoluteUrl(siteUrl, page.image.url) },
      { property: 'og:image:alt', content: page.image.alt },
    );
    const { type, width, height } = page.image;
    if (type) meta.push({ property: 'og:image:type', content: type });
    if (width && height) {
      meta.push(
        { property: 'og:image:width', content: String(width) },
        { property: 'og:image:height', content: String(height) },
        // A large preview where the image is a wide one (the share images are 1200 × 630).
        {
          name: 'twitter:card',
          content: width >= height * 1.5 ? 'summary_large_image' : 'summary',
        },
      );
    }
  }
  return [...meta, ...(page.extra ?? [])];
}

/** A description cut to about 160 characters at a word, for meta descriptions. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}
