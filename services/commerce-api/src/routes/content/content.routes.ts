import { endpoints } from '@snackshop/commerce-core/api-client';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { langQuerySchema, langSchema } from '../catalogue/catalogue.schemas';
import * as content from './content.service';

const tag = 'Content';

const bannerSchema = z.object({
  id: z.number().int(),
  placement: z.enum(['hero', 'category', 'promotion']),
  preset: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  href: z.string(),
  image: z.object({ tile: z.string(), detail: z.string() }),
});
const linkSchema = z.object({ slug: z.string(), name: z.string(), href: z.string() });
const labelsSchema = z.record(z.string(), z.string());
const locationNumber = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'locationNumber must be letters, digits or hyphens.')
  .optional()
  .describe('The location number (_lo_No).');

export const contentRoutes = [
  defineRoute({
    endpoint: endpoints.navigationList,
    operationId: 'navigationList',
    tag,
    summary: 'Header and footer navigation; data.data is sorted by menuSeq',
    query: langQuerySchema,
    response: z.object({
      data: z.array(
        z.object({
          id: z.number().int(),
          menu: z.enum(['header', 'footer']),
          label: z.string(),
          href: z.string(),
          menuSeq: z.number().int(),
          children: z.array(
            z.object({
              id: z.number().int(),
              label: z.string(),
              href: z.string(),
              menuSeq: z.number().int(),
            }),
          ),
        }),
      ),
    }),
    handler: ({ deps, query }) => content.navigationList(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.homeDataList,
    operationId: 'homeDataList',
    tag,
    summary: 'Home page lists: 12 brands, 4 parent categories, 10 subcategories, 2 tiles',
    query: langQuerySchema,
    response: z.object({
      brands: z
        .array(z.object({ slug: z.string(), name: z.string(), logo: z.string(), href: z.string() }))
        .max(12),
      parentCategories: z.array(linkSchema).max(4),
      subCategories: z.array(linkSchema).max(10),
      promotionTiles: z.array(bannerSchema).max(2),
    }),
    handler: ({ deps, query }) => content.homeData(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.homeBannerList,
    operationId: 'homeBannerList',
    tag,
    summary: 'Hero banners and the category banner presets (all-snacks, chips, all-brands)',
    query: langQuerySchema,
    response: z.object({
      heroBanners: z.array(bannerSchema),
      categoryBanners: z.array(bannerSchema),
    }),
    handler: ({ deps, query }) => content.bannerList(deps, query.lang),
  }),
  defineRoute({
    endpoint: endpoints.contentList,
    operationId: 'contentList',
    tag,
    summary: 'Content pages (FAQ, shipping & returns, terms, privacy, ...) in one language',
    query: z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9-]{1,100}$/, 'slug must be lower-case letters, digits and hyphens.')
        .optional()
        .describe(
          'One page: faq, common-questions, shipping-returns, about-us, terms-of-use, privacy-policy, about-our-ads, accessibility.',
        ),
      lang: langSchema,
    }),
    response: z.array(
      z.object({
        slug: z.string(),
        lang: z.enum(['en-us', 'es-us']),
        title: z.string(),
        summary: z.string(),
        sections: z.array(z.object({ heading: z.string(), body: z.string() })),
        updatedAt: z.string(),
      }),
    ),
    handler: ({ deps, query }) => content.contentList(deps, query.lang, query.slug),
  }),
  defineRoute({
    endpoint: endpoints.configList,
    operationId: 'configList',
    tag,
    summary: 'Start-up configuration flags (SPEC section 9) and shipping amounts',
    response: z.object({
      list: z.array(
        z.object({
          key: z.string(),
          value: z.union([z.string(), z.number(), z.boolean()]),
          description: z.string(),
        }),
      ),
      config: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    }),
    handler: ({ deps }) => content.configList(deps),
  }),
  defineRoute({
    endpoint: endpoints.labelsList,
    operationId: 'labelsList',
    tag,
    summary: 'Interface labels of one language as a key → text map',
    query: z.object({ locationNumber, lang: langSchema }),
    response: z.object({ lang: z.enum(['en-us', 'es-us']), labels: labelsSchema }),
    handler: async ({ deps, query }) => ({
      lang: query.lang,
      labels: await content.labelMap(deps, query.lang),
    }),
  }),
  defineRoute({
    endpoint: endpoints.labelTranslation,
    operationId: 'labelTranslation',
    tag,
    summary: 'Label translations for en-us or es-us',
    query: z.object({
      lang: z.enum(['en-us', 'es-us'], { error: 'lang must be en-us or es-us.' }).default('en-us'),
    }),
    response: z.object({ lang: z.enum(['en-us', 'es-us']), translations: labelsSchema }),
    handler: async ({ deps, query }) => ({
      lang: query.lang,
      translations: await content.labelMap(deps, query.lang),
    }),
  }),
];
