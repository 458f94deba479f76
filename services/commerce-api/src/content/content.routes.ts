import { defineRoute } from './deps';
import * as content from './content.service';

const tag = 'Content';

export const contentRoutes = [
  defineRoute('navigationList', {
    tag,
    summary: 'Header and footer navigation; data.data is sorted by menuSeq',
    handler: ({ deps, query }) => content.navigationList(deps, query.lang),
  }),
  defineRoute('homeDataList', {
    tag,
    summary: 'Home page lists: 12 brands, 4 parent categories, 10 subcategories, 2 tiles',
    handler: ({ deps, query }) => content.homeData(deps, query.lang),
  }),
  defineRoute('homeBannerList', {
    tag,
    summary: 'Hero banners and the category banner presets (all-snacks, chips, all-brands)',
    handler: ({ deps, query }) => content.bannerList(deps, query.lang),
  }),
  defineRoute('contentList', {
    tag,
    summary: 'Content pages (FAQ, shipping & returns, terms, privacy, ...) in one language',
    handler: ({ deps, query }) => content.contentList(deps, query.lang, query.slug),
  }),
  defineRoute('configList', {
    tag,
    summary: 'Start-up configuration flags (SPEC section 9) and shipping amounts',
    handler: ({ deps }) => content.configList(deps),
  }),
  defineRoute('labelsList', {
    tag,
    summary: 'Interface labels of one language as a key → text map',
    handler: async ({ deps, query }) => ({
      lang: query.lang,
      labels: await content.labelMap(deps, query.lang),
    }),
  }),
  defineRoute('labelTranslation', {
    tag,
    summary: 'Label translations for en-us or es-us',
    handler: async ({ deps, query }) => ({
      lang: query.lang,
      translations: await content.labelMap(deps, query.lang),
    }),
  }),
];
