import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { ROUTER_HANDOFF_GLOBAL } from '@snackshop/storefront/server';
import { chromiumLaunchOptions } from '../../../../vitest.shared';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Debian's Chromium with the project's launch flags, never a downloaded browser: the one the
 * run started (global-setup.ts), connected to, or a new one outside the suite. Closing it
 * closes the contexts it opened.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions);
}

/**
 * An address of a shopper of its own (a benchmarking range, RFC 2544), for a context's
 * X-Forwarded-For: the sites and the API trust loopback as their proxy, so each context is
 * counted at its own address by the per-address limits (card entry, sign-in), as shoppers
 * are, and no test meets another's count. Random, so files running one after another in one
 * window do not share one.
 */
export function shopperAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `198.18.${part()}.${part()}`;
}

/**
 * One Chromium for a test file (launched before its tests, closed after) and, per test, a
 * fresh 1280×900 context at an address of its own (`shopperAddress`) with cookie consent
 * given for each of `consentUrls()` unless the test asks for none. A new context closes the
 * ones before it, unless it is asked for `alongside` them (tests that run at once).
 */
export function browserSession(consentUrls: () => readonly string[]) {
  let browser: Browser | undefined;
  let open: BrowserContext[] = [];
  const closeOpen = async () => {
    const closing = open;
    open = [];
    await Promise.all(closing.map((context) => context.close()));
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeOpen();
    await browser?.close();
  });
  return async function freshContext({ consent = true, alongside = false } = {}) {
    if (!alongside) await closeOpen();
    if (!browser) throw new Error('browserSession: the browser is not launched yet');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
    });
    open.push(context);
    if (consent) for (const url of consentUrls()) await acceptCookies(context, url);
    return context;
  };
}

/**
 * Waits until a page of the shop has hydrated (its `snackshop:hydrated` mark), as a shopper
 * who presses what they see: its scripts run after its first paint, so its `load` event comes
 * before. A page that is not the shop's (no React Router context) does not wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (handoff) =>
      !(handoff in window) || performance.getEntriesByName('snackshop:hydrated').length > 0,
    ROUTER_HANDOFF_GLOBAL,
  );
}

/**
 * A page that records console errors and uncaught exceptions, and whose `goto` and
 * `waitForURL` come back once the page it opened has hydrated.
 */
export async function openPage(context: BrowserContext) {
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  // A page reached by a redirect or a form (the sign-in pages' way back) is waited for too: a
  // field filled before hydration is one React then sets back to its own state.
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    await waitForHydration(page);
  };
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Runs `visit` for each of `items` in a few tabs of `context` at once, each tab taking the
 * next item when it is done: a page's visit is mostly waiting (its loads, `networkidle`'s
 * quiet), and the waits of a few tabs overlap. The results in the items' order, and the
 * console errors and uncaught exceptions of every tab.
 */
export async function inTabs<T, R>(
  context: BrowserContext,
  items: readonly T[],
  visit: (page: Page, item: T) => Promise<R>,
  tabs = 3,
): Promise<{ results: R[]; errors: string[] }> {
  const results: R[] = [];
  const errors: string[] = [];
  let next = 0;
  const tab = async () => {
    const opened = await openPage(context);
    try {
      for (let i = next++; i < items.length; i = next++) {
        results[i] = await visit(opened.page, items[i]!);
      }
    } finally {
      errors.push(...opened.errors);
      await opened.page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(tabs, items.length) }, tab));
  return { results, errors };
}

/**
 * Holds back the page's client entry, so the page shows and its bootstrap runs but nothing
 * hydrates until the returned `release` is called (what a shopper meets who presses at once).
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The shop's confirmation of an addition to the cart, in English or Spanish. */
const ADDED_TO_CART = /^(Added .+ to your cart\.|Se agregó .+ a su carrito\.)$/;

/**
 * Clicks an add-to-cart button and waits for the shop's confirmation, as a shopper would
 * before going on to the cart: the addition is stored by then.
 */
export async function addToCart(button: Locator): Promise<void> {
  await button.click();
  await button.page().getByText(ADDED_TO_CART).first().waitFor();
}

/** Consent given in advance, so the cookie prompt does not cover the page. */
export async function acceptCookies(context: BrowserContext, url: string) {
  await context.addCookies([
    { name: 'snackshop_consent', value: 'functional%3A1%7Cadvertising%3A1', url },
  ]);
}

/** axe-core's WCAG 2.x A/AA violations on the page, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are checked as they settle: mid-fade (a notification sliding in) text is not at
  // its contrast yet.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            o: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  return violations;
}

/** The page's data layer entries. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      Boolean,
    ),
  );
}
