import { routeHeaders } from '@snackshop/storefront/server';

export {
  maintenanceHandle as handle,
  maintenanceMeta as meta,
  MaintenancePage as default,
} from '@snackshop/storefront';
export const headers = routeHeaders('none');
