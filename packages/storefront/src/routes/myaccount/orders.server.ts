import { data, type LoaderFunctionArgs } from 'react-router';
import type { OrderView } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import {
  ACCOUNT_HEADERS,
  accountCall,
  accountData,
  failureMessage,
  requireShopper,
} from './account.server';

/** Orders on one page of the history. */
const ORDERS_PAGE_SIZE = 10;

/** A page of the order history: the customer's orders, newest first. */
interface OrdersData {
  language: Language;
  orders: OrderView[];
  page: number;
  pageCount: number;
  total: number;
}

/** One of the customer's orders, in full. */
export interface OrderDetailData {
  language: Language;
  order: OrderView;
}

/** The page asked for (`?page=n`), 1 when it is not a page number. */
function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * `/profile/orders[?page=n]`: the orders placed while signed in (orderhistory), newest first,
 * a page at a time. Guest orders with the same email are not among them (decision 0029).
 */
export async function ordersLoader({ request }: LoaderFunctionArgs) {
  const context = await requireShopper(request);
  const page = pageOf(request);
  const history = await accountData(context, 'orderHistory', {
    query: { page, pageSize: ORDERS_PAGE_SIZE, lang: context.language },
  });
  const result: OrdersData = {
    language: context.language,
    orders: history.orders,
    page: history.page,
    pageCount: Math.max(1, Math.ceil(history.total / history.pageSize)),
    total: history.total,
  };
  return data(result, { headers: ACCOUNT_HEADERS });
}

/**
 * `/profile/orders/:orderNumber`: one order of the customer (orderdetails as its owner).
 * Another customer's order, like one that does not exist, is "We could not find that order."
 */
export async function orderDetailLoader({ request, params }: LoaderFunctionArgs) {
  const context = await requireShopper(request);
  const orderNumber = (params.orderNumber ?? '').trim();
  const notFound = () =>
    data(
      { message: formatMessage('orderNotFound', context.language) },
      { status: 404, headers: ACCOUNT_HEADERS },
    );
  if (!orderNumber || orderNumber.length > 20) throw notFound();
  const found = await accountCall(context, 'orderDetails', {
    query: { orderNumber, lang: context.language },
  });
  if (!found.ok) {
    if (found.status === 404) throw notFound();
    throw data(
      { message: failureMessage(found, context.language) },
      { status: 502, headers: ACCOUNT_HEADERS },
    );
  }
  const result: OrderDetailData = { language: context.language, order: found.data };
  return data(result, { headers: ACCOUNT_HEADERS });
}
