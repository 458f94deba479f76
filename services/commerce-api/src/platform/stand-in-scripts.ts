import { THIRD_PARTY_STAND_IN_PATHS } from '@snackshop/commerce-core/constants';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/route';

type StandInKind = keyof typeof THIRD_PARTY_STAND_IN_PATHS;

/**
 * What each stand-in does: records that it ran in `window.snackshopStandIns` and on the
 * document (`data-stand-in-<kind>`), and the tag manager keeps every `dataLayer` event it
 * sees. Nothing is sent anywhere.
 */
const BODIES: Record<StandInKind, string> = {
  consent: 'var ran = { loaded: true };',
  tagManager: `var layer = (window.dataLayer = window.dataLayer || []);
  var events = layer.slice();
  var push = layer.push.bind(layer);
  layer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) events.push(arguments[i]);
    return push.apply(null, arguments);
  };
  var ran = { loaded: true, events: events };`,
  personalization: "var ran = { loaded: true, segment: 'snack-explorer' };",
};

/** The script of a stand-in: its body, wrapped so that it leaves only its record behind. */
function standInScript(kind: StandInKind): string {
  const attribute = kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `/* Snack Shop development stand-in (${kind}): not a vendor's script. */
(function () {
  ${BODIES[kind]}
  var all = (window.snackshopStandIns = window.snackshopStandIns || {});
  all[${JSON.stringify(kind)}] = ran;
  document.documentElement.setAttribute('data-stand-in-${attribute}', 'loaded');
})();
`;
}

/**
 * Serves the stand-in third-party scripts (docs/decisions/0034) outside production, where the
 * sites started by `pnpm start` load them under the shopper's consent in place of a vendor's.
 */
export function registerStandInScripts(app: Hono<AppEnv>) {
  for (const [kind, path] of Object.entries(THIRD_PARTY_STAND_IN_PATHS) as [
    StandInKind,
    string,
  ][]) {
    app.get(path, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      // Loaded by the sites, from their own origins.
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return c.body(standInScript(kind));
    });
  }
}
