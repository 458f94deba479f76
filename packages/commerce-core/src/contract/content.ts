import { z } from 'zod';
import { LANGUAGES } from '../language/language';
import { imageSchema, languageSchema, locationNumberSchema, slugSchema } from './common';

/** A banner: hero, category preset or promotion tile. */
export const bannerSchema = z.object({
  id: z.number().int(),
  placement: z.enum(['hero', 'category', 'promotion']),
  preset: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  href: z.string(),
  image: imageSchema,
});

const linkSchema = z.object({ slug: z.string(), name: z.string(), href: z.string() });
const labelsSchema = z.record(z.string(), z.string());
const languageOut = z.enum(LANGUAGES);

/** A header or footer menu entry; `menuSeq` is its place in the menu. */
export const navigationEntrySchema = z.object({
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
});

/** navigationlist: SPEC section 7 item 6 reads the array as `data.data`. */
export const navigationListSchema = z.object({ data: z.array(navigationEntrySchema) });

/** home/datalist: the capped lists of the home page (SPEC section 2). */
export const homeDataSchema = z.object({
  brands: z
    .array(z.object({ slug: z.string(), name: z.string(), logo: z.string(), href: z.string() }))
    .max(12),
  parentCategories: z.array(linkSchema).max(4),
  subCategories: z.array(linkSchema).max(10),
  promotionTiles: z.array(bannerSchema).max(2),
});

/** home/bannerlist: hero banners and the category banner presets. */
export const bannerListSchema = z.object({
  heroBanners: z.array(bannerSchema),
  categoryBanners: z.array(bannerSchema),
});

export const contentListQuerySchema = z.object({
  slug: slugSchema('slug')
    .optional()
    .describe(
      'One page: faq, common-questions, shipping-returns, about-us, terms-of-use, privacy-policy, about-our-ads, accessibility.',
    ),
  lang: languageSchema,
});

/** A content page (FAQ, shipping & returns, terms, ...). */
export const contentEntrySchema = z.object({
  slug: z.string(),
  lang: languageOut,
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  updatedAt: z.string(),
});

/** A start-up configuration value (SPEC section 9 flags and shipping amounts). */
export const configValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export const configListSchema = z.object({
  list: z.array(z.object({ key: z.string(), value: configValueSchema, description: z.string() })),
  config: z.record(z.string(), configValueSchema),
});

export const labelsQuerySchema = z.object({
  locationNumber: locationNumberSchema,
  lang: languageSchema,
});

export const labelListSchema = z.object({ lang: languageOut, labels: labelsSchema });

export const labelTranslationSchema = z.object({ lang: languageOut, translations: labelsSchema });
