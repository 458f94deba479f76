import { eq } from 'drizzle-orm';
import { contactMessages, notifyMeRequests, products } from '../db/schema/index';
import { NotFoundError } from '../http/errors';
import { defineRoute } from './deps';
import type { ErrorDoc } from '../http/route';
import { DOOR_LIMITS, emailKey, passDoor } from '../rate-limit/doors';

const tag = 'Engagement';
const limited: ErrorDoc = {
  status: 429,
  code: 'RATE_LIMITED',
  description: 'Too many attempts from this address or for this email.',
};

export const engagementRoutes = [
  defineRoute('notifyMe', {
    tag,
    summary: 'Back-in-stock sign-up for a product',
    description:
      'Stores one sign-up per email and product; signing up again is accepted and changes ' +
      'nothing. The email is kept as typed, compared case-insensitively.',
    status: 201,
    message: "We'll email you when it's back in stock.",
    errors: [
      { status: 404, code: 'NOT_FOUND', description: 'This product is not available' },
      limited,
    ],
    handler: async ({ c, deps, body }) => {
      await passDoor(
        deps.rateLimits,
        [
          [DOOR_LIMITS.notifyMePerAddress, deps.rateLimits.clientKey(c)],
          [DOOR_LIMITS.notifyMePerEmail, emailKey(body.email)],
        ],
        body.lang,
      );
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
  defineRoute('contactUs', {
    tag,
    summary: 'Send a Customer Support message (subject, name, description; email optional)',
    status: 201,
    message: 'Thanks! Our team will reply within two business days.',
    errors: [limited],
    handler: async ({ c, deps, body }) => {
      await passDoor(
        deps.rateLimits,
        [[DOOR_LIMITS.contactPerAddress, deps.rateLimits.clientKey(c)]],
        body.lang,
      );
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
