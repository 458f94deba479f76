import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { contactFormSchema, emailSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { serverApi } from '../../server/api.server';
import { cacheHeader } from '../../server/cache.server';
import { requestLanguage } from '../../server/language.server';
import type { FormResult } from './FormPages';

/** The form pages render the same for everyone; only their answers are personal. */
export function formLoader({ request }: LoaderFunctionArgs) {
  const { language } = requestLanguage(request);
  return data({ language }, { headers: cacheHeader('short') });
}

/**
 * Customer Support: the contact schema of commerce-core checks the form here (the page
 * checked it in the browser already, and the API checks it again), then contactus stores it.
 */
export async function contactAction({ request }: ActionFunctionArgs): Promise<FormResult> {
  const { language } = requestLanguage(request);
  const form = await request.formData();
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
  const result = await api.call<{ ticketId: number }>('contactUs', {
    body: { ...parsed.data, ...(email ? { email } : {}), lang: language },
  });
  if (result.ok) return { ok: true, errors: {}, message: null };
  const errors = Object.fromEntries(
    (result.error.fieldErrors ?? []).map((entry) => [entry.field, entry.message]),
  );
  return { ok: false, errors, message: result.error.message };
}

/**
 * Order Lookup: the number and email are checked, but finding the order comes with
 * checkout, so a well-formed request is told plainly that lookup is not available yet.
 */
export async function orderLookupAction({ request }: ActionFunctionArgs): Promise<FormResult> {
  const { language } = requestLanguage(request);
  const form = await request.formData();
  const orderNumber = String(form.get('orderNumber') ?? '').trim();
  const email = String(form.get('email') ?? '').trim();
  const errors: Record<string, string> = {};
  if (!orderNumber) errors.orderNumber = 'lookup.orderNumberRequired';
  const emailParsed = emailSchema.safeParse(email);
  if (!emailParsed.success) errors.email = fieldErrors(emailParsed.error, language)[''] ?? '';
  return { ok: Object.keys(errors).length === 0, errors, message: null };
}
