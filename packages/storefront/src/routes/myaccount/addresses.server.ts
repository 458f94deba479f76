import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { fieldErrors, shippingAddressSchema } from '@snackshop/commerce-core/validation';
import {
  ACCOUNT_HEADERS,
  accountCall,
  accountData,
  accountForm,
  apiFieldErrors,
  failureMessage,
  formStatus,
  formValues,
  pageText,
  requireShopper,
  type AccountContext,
  type AccountFormResult,
} from './account.server';

/** An address of the book as get-customer lists it. */
export type BookAddress = ResponseOf<'getCustomer'>['accountAddresses'][number];

/** What the address book page shows. */
interface AddressesData {
  language: Language;
  /** The shipping addresses, the default first (SPEC section 4). */
  addresses: BookAddress[];
  /** The address being edited (`?edit=<id>`), when it is one of the book. */
  editing: BookAddress | null;
}

/** The address form's fields. */
const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'addressDetails',
  'city',
  'state',
  'zipcode',
  'country',
  'primaryAddr',
] as const;

/** The book's shipping addresses with the default first, the others as the API keeps them. */
function defaultFirst(addresses: readonly BookAddress[]): BookAddress[] {
  const shipping = addresses.filter((address) => address.addressType === 'SHIPPING_ADDRESS');
  return [...shipping.filter((a) => a.primaryAddr), ...shipping.filter((a) => !a.primaryAddr)];
}

/** `/profile/addresses[?edit=<id>]`: the address book, and the address being edited. */
export async function addressesLoader({ request }: LoaderFunctionArgs) {
  const context = await requireShopper(request);
  const customer = await accountData(context, 'getCustomer');
  const addresses = defaultFirst(customer.accountAddresses);
  const editId = new URL(request.url).searchParams.get('edit');
  const page: AddressesData = {
    language: context.language,
    addresses,
    editing: addresses.find((address) => address.id === editId) ?? null,
  };
  return data(page, { headers: ACCOUNT_HEADERS });
}

type Intent = 'add' | 'edit' | 'default' | 'delete';
const INTENTS: readonly Intent[] = ['add', 'edit', 'default', 'delete'];

/**
 * The address book's forms: add or edit an address (checked as checkout checks a shipping
 * address: no P.O. Box, not HI or AK, and by the API the ZIP in its city and state), make one
 * the default (it goes first, the others lose the flag), or delete one.
 */
export async function addressesAction({ request }: ActionFunctionArgs) {
  const context = await accountForm(request);
  const { form, language } = context;
  const t = pageText(language);
  const intent = INTENTS.find((name) => name === form.get('intent')) ?? 'add';
  const id = String(form.get('id') ?? '');
  const values = formValues(form, ADDRESS_FIELDS);
  const answer = (result: Omit<AccountFormResult, 'intent' | 'id'>, status = 200) =>
    data<AccountFormResult>(
      { intent, ...(id ? { id } : {}), ...result },
      { status, headers: ACCOUNT_HEADERS },
    );

  if (intent === 'delete') {
    const result = await accountCall(context, 'deleteAddress', { body: { id } });
    return result.ok
      ? answer({
          status: 'done',
          message: t('myaccount.addresses.deleted'),
          errors: {},
          values: {},
        })
      : refused(result, language, answer);
  }
  if (intent === 'default') return makeDefault(context, id, answer);

  const parsed = shippingAddressSchema.safeParse({ ...values, country: values.country || 'US' });
  if (!parsed.success) {
    return answer({
      status: 'invalid',
      message: t('myaccount.fixErrors'),
      errors: fieldErrors(parsed.error, language),
      values,
    });
  }
  const entry = { ...parsed.data, primaryAddr: values.primaryAddr === 'on', lang: language };
  const result =
    intent === 'edit'
      ? await accountCall(context, 'updateAddress', { body: { ...entry, id } })
      : await accountCall(context, 'createAddress', { body: entry });
  if (!result.ok) return refused(result, language, answer, values);
  return answer({
    status: 'done',
    message: t(intent === 'edit' ? 'myaccount.addresses.saved' : 'myaccount.addresses.added'),
    errors: {},
    values: {},
  });
}

type Answer = (
  result: Omit<AccountFormResult, 'intent' | 'id'>,
  status?: number,
) => ReturnType<typeof data<AccountFormResult>>;

/** Makes an address of the book the default: update address with the flag set. */
async function makeDefault(context: AccountContext, id: string, answer: Answer) {
  const t = pageText(context.language);
  const customer = await accountCall(context, 'getCustomer');
  if (!customer.ok) return refused(customer, context.language, answer);
  const address = customer.data.accountAddresses.find((entry) => entry.id === id);
  if (!address) {
    return answer({
      status: 'refused',
      message: t('myaccount.addresses.notFound'),
      errors: {},
      values: {},
    });
  }
  const result = await accountCall(context, 'updateAddress', {
    body: {
      id,
      firstName: address.firstName,
      lastName: address.lastName,
      address: address.address,
      addressDetails: address.addressDetails ?? undefined,
      city: address.city,
      state: address.state,
      zipcode: address.zipcode,
      country: address.country,
      primaryAddr: true,
      lang: context.language,
    },
  });
  if (!result.ok) return refused(result, context.language, answer);
  return answer({
    status: 'done',
    message: t('myaccount.addresses.madeDefault'),
    errors: {},
    values: {},
  });
}

function refused(
  result: Parameters<typeof failureMessage>[0],
  language: Language,
  answer: Answer,
  values: Record<string, string> = {},
) {
  const errors = apiFieldErrors(result, language);
  const t = pageText(language);
  return answer(
    {
      status: 'refused',
      message:
        Object.keys(errors).length > 0
          ? t('myaccount.fixErrors')
          : failureMessage(result, language),
      errors,
      values,
    },
    formStatus(result),
  );
}
