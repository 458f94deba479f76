import type { Hono } from 'hono';
import type { IdentityDeps } from './deps';
import type { AppEnv } from '../http/route';
import { registerGooglePages } from './google/google.pages';
import { registerStandInPages } from './google/standin.pages';
import { mountProvider } from './oidc/mount';
import { OIDC_MOUNT_PATH } from './oidc/provider';

/**
 * The browser's side of sign-in in the API: the OpenID Provider at /oidc, Google's hop and
 * callback, and outside production the stand-in Google at /dev/google. The Google hop lives
 * under /oidc/auth/<uid>/, so it is registered before the provider takes the rest of /oidc.
 */
export function registerIdentityPages(app: Hono<AppEnv>, deps: IdentityDeps) {
  const { oidc, standIn } = deps.identity;
  registerGooglePages(app, deps);
  if (standIn) {
    const siteOrigins = Object.values(deps.identity.sites).map((site) => site.origin);
    registerStandInPages(app, standIn, siteOrigins);
  }
  if (oidc) mountProvider(app, OIDC_MOUNT_PATH, oidc.provider);
}
