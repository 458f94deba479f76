import { z } from 'zod';
import { emailSchema, optionalField } from '../validation/fields';
import { contactFormSchema } from '../validation/forms';
import { languageSchema, productIdSchema } from './common';

export const notifyMeRequestSchema = z.object({
  email: emailSchema,
  productId: productIdSchema,
  lang: languageSchema,
});

export const notifyMeSchema = z.object({
  productId: z.number().int(),
  email: z.string(),
  alreadySubscribed: z.boolean(),
  inStock: z.boolean(),
});

export const contactUsRequestSchema = contactFormSchema.extend({
  email: optionalField(emailSchema),
  lang: languageSchema,
});

export const contactUsSchema = z.object({ ticketId: z.number().int(), createdAt: z.string() });
