import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import type { Language } from '@snackshop/commerce-core/catalogue';
import { contactFormSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { Breadcrumbs, Button, Heading, TextField } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { titleFrom } from '../meta';
import * as formStyles from './forms.css';

/** What a form action returns: messages by field (already in the page's language, or a key). */
export interface FormResult {
  ok: boolean;
  errors: Record<string, string>;
  message: string | null;
}

export const contactMeta: MetaFunction = (args) => [{ title: titleFrom(args, 'contact.title') }];
export const orderLookupMeta: MetaFunction = (args) => [{ title: titleFrom(args, 'lookup.title') }];

/**
 * Customer Support (contact us): subject, name, optional email and description. A plain
 * POST form, so it works before JavaScript; once it runs, the contact schema of
 * commerce-core checks the fields in the browser first and shows each message at its field.
 */
export function ContactPage() {
  const { language } = useLoaderData<{ language: Language }>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? result?.errors ?? {};
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = contactFormSchema.safeParse({
      subject: String(form.get('subject') ?? ''),
      name: String(form.get('name') ?? ''),
      description: String(form.get('description') ?? ''),
    });
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error, language));
  };
  const sent = result?.ok && !clientErrors;
  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: t('contact.title') }]}
      />
      <Heading level="1">{t('contact.title')}</Heading>
      <p>{t('contact.intro')}</p>
      {sent ? (
        <p role="status" data-contact-sent>
          {t('contact.sent')}
        </p>
      ) : (
        <Form method="post" noValidate onSubmit={check} className={formStyles.form}>
          {result?.message && !clientErrors && <p role="alert">{result.message}</p>}
          <TextField label={t('contact.subject')} name="subject" required error={errors.subject} />
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            required
            error={errors.name}
          />
          <TextField
            label={t('contact.email')}
            name="email"
            type="email"
            autoComplete="email"
            error={errors.email}
          />
          <TextArea
            label={t('contact.description')}
            name="description"
            error={errors.description}
          />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('contact.submit')}
          </Button>
        </Form>
      )}
    </div>
  );
}

/**
 * The description field. The UI kit has no multi-line field, so this follows TextField's
 * wiring (visible label, error tied by aria-describedby and aria-invalid).
 */
function TextArea({
  label,
  name,
  error,
}: {
  label: string;
  name: string;
  error?: string | undefined;
}) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        required
        className={formStyles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Order Lookup: order number and email (a plain POST form). Finding the order comes with
 * checkout; until then a valid request is answered with a clear "not available yet".
 */
export function OrderLookupPage() {
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const errors = result?.errors ?? {};
  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: t('lookup.title') }]}
      />
      <Heading level="1">{t('lookup.title')}</Heading>
      <p>{t('lookup.intro')}</p>
      <Form method="post" noValidate className={formStyles.form}>
        <TextField
          label={t('lookup.orderNumber')}
          name="orderNumber"
          required
          error={errors.orderNumber ? t(errors.orderNumber) : undefined}
        />
        <TextField
          label={t('lookup.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <Button type="submit" loading={navigation.state === 'submitting'}>
          {t('lookup.submit')}
        </Button>
      </Form>
      {result?.ok && (
        <p role="status" data-lookup-unavailable>
          {t('lookup.notYet')}
        </p>
      )}
    </div>
  );
}
