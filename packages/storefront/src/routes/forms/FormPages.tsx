import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { contactFormSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { useWithStores } from '@snackshop/commerce-hooks';
import { Breadcrumbs, Button, Heading, TextArea, TextField } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { metaText, pageMeta } from '../../seo/meta';
import * as formStyles from './forms.css';
import { LookupOrderResult } from './LookupOrderResult';
import {
  orderLookupErrors,
  orderLookupValues,
  type OrderLookupErrors,
  type OrderLookupResult,
} from './orderLookup';
import type { FormResult, formLoader, orderLookupLoader } from './forms.server';

export const contactMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('contact.title'),
    description: t('contact.intro'),
    path: '/contact-us',
  });
};
export const orderLookupMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('lookup.title'),
    description: t('lookup.intro'),
    path: '/order-lookup',
  });
};

/**
 * Customer Support (contact us): subject, name, optional email and description. A plain
 * POST form, so it works before JavaScript; once it runs, the contact schema of
 * commerce-core checks the fields in the browser first and shows each message at its field.
 */
export function ContactPage() {
  const { language } = useLoaderData<typeof formLoader>();
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
            rows={6}
            required
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
 * Order Lookup: order number and email. A plain POST form whose action looks the order up
 * on the site server, so it works before (or without) JavaScript; once JavaScript runs,
 * the same checks run in the browser first and each message shows at its field. Of the found
 * order the user slice keeps which order it is and its state (`lookupOrderDetails`, SPEC
 * section 3), never its lines or address.
 */
export function OrderLookupPage() {
  const { language } = useLoaderData<typeof orderLookupLoader>();
  const result = useActionData<OrderLookupResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const withStores = useWithStores();
  const [clientErrors, setClientErrors] = useState<OrderLookupErrors | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? (result?.status === 'invalid' ? result.errors : {});
  const values = result && result.status !== 'found' ? result.values : undefined;

  useEffect(() => {
    if (result?.status === 'found') {
      resultHeading.current?.focus();
      const { orderNumber, status, createdAt, email } = result.order;
      withStores((store) =>
        store.user.setLookupOrderDetails({ orderNumber, status, createdAt, email }),
      );
    }
    if (result?.status === 'invalid') focusFirstInvalid(formRef.current, result.errors);
  }, [result, withStores]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = orderLookupErrors(orderLookupValues(new FormData(event.currentTarget)), language);
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    focusFirstInvalid(event.currentTarget, found);
  };

  const formMessage =
    clientErrors || !result
      ? null
      : result.status === 'notFound'
        ? t('lookup.notFound')
        : result.status === 'limited'
          ? result.message
          : result.status === 'failed'
            ? t('lookup.failed')
            : null;
  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: t('lookup.title') }]}
      />
      <Heading level="1">{t('lookup.title')}</Heading>
      <p>{t('lookup.intro')}</p>
      <Form
        method="post"
        noValidate
        onSubmit={check}
        ref={formRef}
        className={formStyles.form}
        data-lookup-form
      >
        <TextField
          label={t('lookup.orderNumber')}
          name="orderNumber"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('lookup.orderNumberHint')}
          required
          defaultValue={values?.orderNumber}
          error={errors.orderNumber ? t(errors.orderNumber) : undefined}
        />
        <TextField
          label={t('lookup.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email}
          error={errors.email}
        />
        <div role="alert" className={formStyles.formAlert} data-lookup-message>
          {formMessage}
        </div>
        <Button type="submit" loading={navigation.state === 'submitting'}>
          {t('lookup.submit')}
        </Button>
      </Form>
      {result?.status === 'found' && !clientErrors && (
        <LookupOrderResult order={result.order} language={language} ref={resultHeading} />
      )}
    </div>
  );
}

/** Moves focus to the first field with a message, so a keyboard user lands on it. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: OrderLookupErrors) {
  const first = (['orderNumber', 'email'] as const).find((field) => errors[field]);
  if (!form || !first) return;
  form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
}
