import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserSession, openPage } from './browser';
import { checkoutStackSession } from './checkout-flow';

/*
 * The third-party scripts of SPEC section 7 (consent manager, tag manager, wallet,
 * personalisation), each from its configured URL, here stand-ins this test serves itself
 * from an origin of their own: each loads only under the consent its kind needs, the page's
 * policy allows their origin, and a secure page loads none. A site with none configured
 * loads none.
 */
const KINDS = ['consent', 'tagManager', 'wallet', 'personalization'] as const;

const standIns = createServer((request, response) => {
  const kind = KINDS.find((name) => request.url === `/${name}.js`);
  if (!kind) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/javascript' });
  response.end(`(window.__thirdParty = window.__thirdParty || []).push(${JSON.stringify(kind)});`);
});
await new Promise<void>((resolve) => standIns.listen(0, '127.0.0.1', resolve));
const standInOrigin = `http://127.0.0.1:${(standIns.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => standIns.close(() => resolve())));

// The site reads its settings when its build loads, in the stack's start below.
Object.assign(process.env, {
  CONSENT_SCRIPT_URL: `${standInOrigin}/consent.js`,
  TAG_MANAGER_SCRIPT_URL: `${standInOrigin}/tagManager.js`,
  WALLET_SCRIPT_URL: `${standInOrigin}/wallet.js`,
  PERSONALIZATION_SCRIPT_URL: `${standInOrigin}/personalization.js`,
});
const { stack, freshContext } = checkoutStackSession(
  'snacks',
  'end-to-end-third-party-secret-0123456789abcdef',
);
const plainSiteUrl = inject('snacksUrl');
const plainContext = browserSession(() => [plainSiteUrl]);

/** The script sources of a document's policy, its inline scripts' hashes left out. */
const scriptSources = (response: Response | null) =>
  (response?.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1)
    .filter((source) => !source.startsWith("'sha256-"));

/** The third-party scripts that ran in the page, in order. */
const ran = (page: Page) =>
  page.evaluate(() => (window as { __thirdParty?: string[] }).__thirdParty ?? []);

describe('third-party scripts', () => {
  it('load each under the consent its kind needs, as the shopper gives it', async () => {
    const { page, errors } = await openPage(await freshContext({ consent: false }));
    const home = await page.goto(stack.site.url, { waitUntil: 'networkidle' });
    expect(scriptSources(home)).toEqual(["'self'", standInOrigin]);
    // Nothing chosen yet: only the consent manager.
    await page.waitForFunction(() => (window as { __thirdParty?: string[] }).__thirdParty);
    await expect(ran(page)).resolves.toEqual(['consent']);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(
      () => ((window as { __thirdParty?: string[] }).__thirdParty ?? []).length === 4,
    );
    await expect(ran(page).then((kinds) => [...kinds].sort())).resolves.toEqual([...KINDS].sort());
    // Another page of the same document loads none twice.
    await page.locator('main a[href^="/products/"]').first().click();
    await page.waitForURL(/\/products\//);
    await page.waitForLoadState('networkidle');
    await expect(ran(page)).resolves.toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it('load only what a partial consent allows', async () => {
    const context = await freshContext({ consent: false });
    await context.addCookies([
      { name: 'snackshop_consent', value: 'functional%3A0%7Cadvertising%3A1', url: stack.site.url },
    ]);
    const { page } = await openPage(context);
    await page.goto(stack.site.url, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => ((window as { __thirdParty?: string[] }).__thirdParty ?? []).length === 2,
    );
    await expect(ran(page)).resolves.toEqual(['consent', 'tagManager']);
  });

  it('never load on a secure page, whatever the consent', async () => {
    const { page } = await openPage(await freshContext());
    const lookup = await page.goto(`${stack.site.url}/order-lookup`, {
      waitUntil: 'networkidle',
    });
    expect(scriptSources(lookup)).toEqual(["'self'"]);
    await expect(page.locator('script[data-third-party]').count()).resolves.toBe(0);
    await expect(ran(page)).resolves.toEqual([]);
  });

  it('are none where none is configured', async () => {
    const { page } = await openPage(await plainContext());
    const home = await page.goto(plainSiteUrl, { waitUntil: 'networkidle' });
    expect(scriptSources(home)).toEqual(["'self'"]);
    await expect(page.locator('script[data-third-party]').count()).resolves.toBe(0);
  });
});
