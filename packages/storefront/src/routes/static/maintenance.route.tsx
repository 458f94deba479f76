/** `/maintenance`: no header or footer, the light blue screen. */
import { routeHeaders } from '../../server/headers.server';

export {
  maintenanceHandle as handle,
  maintenanceMeta as meta,
  MaintenancePage as default,
} from './StaticPages';
export const headers = routeHeaders('none');
