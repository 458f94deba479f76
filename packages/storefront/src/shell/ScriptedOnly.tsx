import type { ReactNode } from 'react';
import * as styles from './shell.css';

/**
 * Marks a part of a page that works only with scripts (a widget whose every control is a
 * script's): a browser that runs none hides it (`HideScriptedOnly`) and shows the page's
 * `<noscript>` form in its place, so a shopper never meets two forms, one of them dead.
 */
export const scriptedOnly = { 'data-scripted-only': '' } as const;

/** Children that work only with scripts (see `scriptedOnly`), laid out as if unwrapped. */
export function ScriptedOnly({ children }: { children: ReactNode }) {
  return (
    <div {...scriptedOnly} className={styles.scriptedOnly}>
      {children}
    </div>
  );
}

/**
 * Hides what works only with scripts in a browser that runs none: the page's `scriptedOnly`
 * parts and every quantity field's − and + buttons (QuantityStepper's `data-step`; the field
 * still takes a typed quantity). A style inside `<noscript>`, which a browser running scripts
 * never applies; the document renders it once for every page.
 */
export function HideScriptedOnly() {
  return (
    <noscript>
      <style>{'[data-scripted-only],[data-step]{display:none!important}'}</style>
    </noscript>
  );
}
