import { routeDefiner } from '../http/route';

/** The address handlers reach no dependency: ZIPs and addresses are answered from offline data. */
export type AddressDeps = object;

/** Declares an operation of the contract (see `routeDefiner`) handled with `AddressDeps`. */
export const defineRoute = routeDefiner<AddressDeps>();
