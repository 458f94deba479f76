import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { contactFormSchema, emailSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { serverApi } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import { siteUrl } from '../../seo/siteUrl.server';
import {
  orderLookupErrors,
  orderLookupValues,
  toLookupOrder,
  type OrderLookupResult,
} from './orderLookup';
import { forClient } from '../../server/clientAddress.server';
import { readForm } from '../../server/form.server';

/** What a form action returns: messages by field (already in the page's language, or a key). */
export interface FormResult {
  ok: boolean;
  errors: Record<string, string>;
  message: string | null;
}

/** The form pages render the same for everyone; only their answers are personal. */
export function formLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  return data({ language, siteUrl: siteUrl() }, { headers: cacheHeader('short') });
}

/**
 * Customer Support: the contact schema of commerce-core checks the form here (the page
 * checked it in the browser already, and the API checks it again), then contactus stores it.
 */
export async function contactAction({ request }: ActionFunctionArgs): Promise<FormResult> {
  const { language } = requestLanguage(request);
  const form = await readForm(request);
  const values = {
    subject: String(form.get('subject') ?? ''),
    name: String(form.get('name') ?? ''),
    description: String(form.get('description') ?? ''),
  };
  const email = String(form.get('email') ?? '').trim();
  const parsed = contactFormSchema.safeParse(values);
  const emailParsed = email ? emailSchema.safeParse(email) : null;
  if (!parsed.success || (emailParsed && !emailParsed.success)) {
    return {
      ok: false,
      errors: {
        ...(parsed.success ? {} : fieldErrors(parsed.error, language)),
        ...(emailParsed && !emailParsed.success
          ? { email: fieldErrors(emailParsed.error, language)[''] ?? '' }
          : {}),
      },
      message: null,
    };
  }
  const api = serverApi();
  await api.ensureHandshake();
  const result = await api.call(
    'contactUs',
    forClient(request, {
      body: { ...parsed.data, ...(email ? { email } : {}), lang: language },
    }),
  );
  if (result.ok) return { ok: true, errors: {}, message: null };
  const errors = Object.fromEntries(
    (result.error.fieldErrors ?? []).map((entry) => [entry.field, entry.message]),
  );
  return { ok: false, errors, message: result.error.message };
}

/** The lookup page shows one shopper's order after a POST: never stored by a cache. */
export function orderLookupLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  return data({ language, siteUrl: siteUrl() }, { headers: cacheHeader('none') });
}

/**
 * Order Lookup: the order number and email are checked (as the page did in the browser),
 * then orderdetails looks the order up with both. The shopper's address goes along
 * (clientAddress.server), since the API limits attempts per client address and per order
 * number. Every miss reads the same, so the page never says whether a number exists.
 */
export async function orderLookupAction({
  request,
}: ActionFunctionArgs): Promise<OrderLookupResult> {
  const { language } = requestLanguage(request);
  const values = orderLookupValues(await readForm(request));
  const errors = orderLookupErrors(values, language);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, values };

  const api = serverApi();
  const shake = await api.ensureHandshake();
  if (!shake.ok) return { status: 'failed', values };
  const result = await api.call(
    'orderDetails',
    forClient(request, {
      query: { orderNumber: values.orderNumber, email: values.email, lang: language },
    }),
  );
  if (result.ok) return { status: 'found', order: toLookupOrder(result.data) };
  if (result.status === 404) return { status: 'notFound', values };
  if (result.status === 429) return { status: 'limited', message: result.error.message, values };
  if (result.status === 400) {
    // The API's own check disagreed with ours: show its messages at the fields.
    const fields = Object.fromEntries(
      (result.error.fieldErrors ?? []).map((entry) => [entry.field, entry.message]),
    );
    if (fields.email) return { status: 'invalid', errors: { email: fields.email }, values };
    return { status: 'notFound', values };
  }
  return { status: 'failed', values };
}
