import { endpoints } from '@snackshop/commerce-core/api-client';
import { contactFormSchema, emailSchema, optionalField } from '@snackshop/commerce-core/validation';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages, notifyMeRequests, products } from '../../db/schema/index';
import { NotFoundError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { langSchema } from '../catalogue/catalogue.schemas';

const tag = 'Engagement';

export const notifyMeBodySchema = z.object({
  email: emailSchema,
  productId: z.coerce
    .number({ error: 'productId must be a whole number.' })
    .int('productId must be a whole number.')
    .positive('productId must be a whole number.')
    .max(2_147_483_647, 'productId is too large.'),
  lang: langSchema,
});

export const contactUsBodySchema = contactFormSchema.extend({
  email: optionalField(emailSchema),
  lang: langSchema,
});

export const engagementRoutes = [
  defineRoute({
    endpoint: endpoints.notifyMe,
    operationId: 'notifyMe',
    tag,
    summary: 'Back-in-stock sign-up for a product',
    description:
      'Stores one sign-up per email and product; signing up again is accepted and changes ' +
      'nothing. The email is kept as typed, compared case-insensitively.',
    body: notifyMeBodySchema,
    status: 201,
    message: "We'll email you when it's back in stock.",
    response: z.object({
      productId: z.number().int(),
      email: z.string(),
      alreadySubscribed: z.boolean(),
      inStock: z.boolean(),
    }),
    errors: [{ status: 404, code: 'NOT_FOUND', description: 'This product is not available' }],
    handler: async ({ deps, body }) => {
      const [product] = await deps.db
        .select({ id: products.id, stockQty: products.stockQty })
        .from(products)
        .where(eq(products.id, body.productId))
        .limit(1);
      if (!product) throw new NotFoundError('This product is not available', 'productId');
      const email = body.email.toLowerCase();
      const inserted = await deps.db
        .insert(notifyMeRequests)
        .values({ email, productId: product.id, lang: body.lang })
        .onConflictDoNothing()
        .returning({ id: notifyMeRequests.id });
      return {
        productId: product.id,
        email,
        alreadySubscribed: inserted.length === 0,
        inStock: product.stockQty > 0,
      };
    },
  }),
  defineRoute({
    endpoint: endpoints.contactUs,
    operationId: 'contactUs',
    tag,
    summary: 'Send a Customer Support message (subject, name, description; email optional)',
    body: contactUsBodySchema,
    status: 201,
    message: 'Thanks! Our team will reply within two business days.',
    response: z.object({ ticketId: z.number().int(), createdAt: z.string() }),
    handler: async ({ deps, body }) => {
      const [row] = await deps.db
        .insert(contactMessages)
        .values({
          subject: body.subject,
          name: body.name,
          description: body.description,
          email: body.email ?? null,
          lang: body.lang,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('The contact message was not stored.');
      return { ticketId: row.id, createdAt: row.createdAt.toISOString() };
    },
  }),
];
