import { data, type LoaderFunctionArgs } from 'react-router';
import { apiData } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import type { ContentData, ContentSlug } from './types';

/**
 * The loader of one content page: its entry of `/services/contentlist` in the page's
 * language. Content changes rarely, so it is cached with the long strategy; an entry the
 * API does not have is a 404.
 */
export function createContentLoader(slug: ContentSlug) {
  return async function contentLoader({ request }: LoaderFunctionArgs) {
    const { language } = requestLanguage(request);
    const entries = await apiData('contentList', {
      query: { slug, lang: language },
    });
    const entry = entries.find((candidate) => candidate.slug === slug);
    if (!entry) throw data({ message: 'Not found' }, { status: 404, headers: cacheHeader('none') });
    const page: ContentData = { slug, entry, siteUrl: siteUrl() };
    return data(page, { headers: cacheHeader('long') });
  };
}
