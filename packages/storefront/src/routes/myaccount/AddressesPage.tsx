import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  Link as RouterLink,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from 'react-router';
import { localized, type Language } from '@snackshop/commerce-core/language';
import { findUsState } from '@snackshop/commerce-core/validation';
import { useWithStores } from '@snackshop/commerce-hooks';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  EmptyState,
  Inline,
  VisuallyHidden,
} from '@snackshop/ui-kit';
import { AccountLayout } from './AccountLayout';
import type { AccountFormResult } from './account.server';
import { accountMeta } from './accountMeta';
import { AddressForm } from './AddressForm';
import type { BookAddress } from './addresses.server';
import { FormMessage } from '../../forms/FormMessage';
import * as styles from './myaccount.css';
import type { addressesLoader } from './addresses.server';

export const addressesMeta: MetaFunction = accountMeta('myaccount.addresses.title');

/** One address as a shopper reads it: name, street, city, state and ZIP. */
function AddressLines({ address, language }: { address: BookAddress; language: Language }) {
  const state = findUsState(address.state);
  return (
    <address className={styles.address}>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      {address.addressDetails ? `, ${address.addressDetails}` : ''}
      <br />
      {address.city}, {state ? localized(state, 'name', language) : address.state} {address.zipcode}
    </address>
  );
}

/**
 * `/profile/addresses` (SPEC section 2 "my addresses"): the address book with the default
 * first; each address can be edited (`?edit=<id>`), made the default (it goes first and the
 * others lose the flag, SPEC section 4) or deleted, and a new one added. Every form is a
 * plain POST that works without JavaScript.
 */
export function AddressesPage() {
  const page = useLoaderData<typeof addressesLoader>();
  const result = useActionData<AccountFormResult>();
  const navigation = useNavigation();
  const withStores = useWithStores();
  const { t } = useTranslation();
  const submitting = navigation.state === 'submitting';
  // Each change made gives a fresh, empty form.
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    if (result?.status !== 'done') return;
    setChanges((count) => count + 1);
    // The stores keep the book too: checkout offers its addresses.
    withStores((store) => void store.user.loadCustomer());
  }, [result, withStores]);

  // A refused edit shows its form again, with what was typed.
  const failedEdit =
    result && result.status !== 'done' && result.intent === 'edit'
      ? (page.addresses.find((address) => address.id === result.id) ?? null)
      : null;
  const editing = result?.status === 'done' ? null : (failedEdit ?? page.editing);
  const formResult =
    result && result.status !== 'done' && (result.intent === 'add' || result.intent === 'edit')
      ? result
      : null;

  return (
    <AccountLayout title={t('myaccount.addresses.title')}>
      <FormMessage result={result} />
      {page.addresses.length === 0 ? (
        <EmptyState
          headingElement="h2"
          title={t('myaccount.addresses.empty')}
          description={t('myaccount.addresses.emptyBody')}
        />
      ) : (
        <ul className={styles.cards} aria-label={t('myaccount.addresses.list')}>
          {page.addresses.map((address) => (
            <li key={address.id} className={styles.card} data-address={address.id}>
              <h2 className={styles.cardHeading}>
                {address.firstName} {address.lastName}
                {address.primaryAddr && (
                  <Badge tone="success">{t('myaccount.addresses.default')}</Badge>
                )}
              </h2>
              <AddressLines address={address} language={page.language} />
              <Inline space="small" alignY="center">
                <RouterLink
                  to={`/profile/addresses?edit=${encodeURIComponent(address.id)}`}
                  className={styles.link}
                >
                  {t('myaccount.edit')}
                  <VisuallyHidden> {address.address}</VisuallyHidden>
                </RouterLink>
                {!address.primaryAddr && (
                  <Form method="post" action="/profile/addresses" className={styles.inlineForm}>
                    <input type="hidden" name="id" value={address.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="default"
                      variant="outline"
                      size="small"
                    >
                      {t('myaccount.addresses.makeDefault')}
                      <VisuallyHidden> {address.address}</VisuallyHidden>
                    </Button>
                  </Form>
                )}
                <DeleteAddress address={address} />
              </Inline>
            </li>
          ))}
        </ul>
      )}
      <AddressForm
        key={`${editing?.id ?? 'new'}-${changes}`}
        language={page.language}
        editing={editing}
        values={formResult?.values ?? {}}
        errors={formResult?.errors ?? {}}
        submitting={submitting}
      />
    </AccountLayout>
  );
}

/**
 * Delete, asked first: a dialog names the address and offers Cancel (focus goes back to
 * Delete) or the deletion itself, which posts the page's form.
 */
function DeleteAddress({ address }: { address: BookAddress }) {
  const { t } = useTranslation();
  return (
    <Dialog
      size="small"
      title={t('myaccount.addresses.deleteTitle')}
      description={t('myaccount.addresses.deleteBody', { address: address.address })}
      closeLabel={t('myaccount.cancel')}
      trigger={
        <Button type="button" variant="ghost" tone="critical" size="small">
          {t('myaccount.delete')}
          <VisuallyHidden> {address.address}</VisuallyHidden>
        </Button>
      }
      actions={
        <>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('myaccount.cancel')}
            </Button>
          </DialogClose>
          <Form method="post" action="/profile/addresses" className={styles.inlineForm}>
            <input type="hidden" name="id" value={address.id} />
            <Button type="submit" name="intent" value="delete" tone="critical">
              {t('myaccount.addresses.deleteConfirm')}
            </Button>
          </Form>
        </>
      }
    />
  );
}
