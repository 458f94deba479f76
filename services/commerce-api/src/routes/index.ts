import type { Hono } from 'hono';
import type { ApiRoute, AppDeps, AppEnv } from '../http/route';
import { platformRoutes, registerPlatformRaw } from './platform/platform.routes';

/**
 * Every JSON operation of the API. A feature adds its `*.routes.ts` array here; the app
 * mounts it, the OpenAPI document describes it and the bad-input suite attacks it.
 */
export const apiRoutes: readonly ApiRoute[] = [...platformRoutes];

/** Routes that do not answer JSON envelopes (health, docs, images). */
export function registerRawRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  registerPlatformRaw(app, deps);
}
