import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { acceptCookies, axeViolations } from './browser';

/*
 * What the tests of pages without scripts share (issue 37, decision 0052): a browser that runs
 * none, a form's post, and the checks that need a script, made on a copy of the page as served.
 */

/** A phone-sized browser context whose scripts do not run, cookies accepted, and its page. */
export async function withoutScripts(
  browser: Browser,
  siteUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await acceptCookies(context, siteUrl);
  return { context, page: await context.newPage() };
}

/** Presses a form's button and waits for the page the server answers with. */
export async function post(button: Locator) {
  const page = button.page();
  const answered = page.waitForEvent('framenavigated');
  await button.click();
  await answered;
  await page.waitForLoadState('load');
}

/**
 * The page as served to a browser without scripts, checked where checks need a script: axe's
 * violations, and whether it scrolls sideways at 320 and 390 px. Its DOM (the <noscript> parts
 * as the browser parsed them, their styles applied) is loaded into a page that runs scripts,
 * its <noscript> elements as plain ones and none of its own scripts.
 */
export async function checkServedPage(browser: Browser, siteUrl: string, page: Page) {
  const html = (await page.content())
    .replace(/<(\/?)noscript>/g, '<$1div>')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace('<head>', `<head><base href="${siteUrl}/">`);
  const viewer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const copy = await viewer.newPage();
    await copy.setContent(html, { waitUntil: 'load' });
    const violations = await axeViolations(copy);
    const sideways: number[] = [];
    for (const width of [320, 390]) {
      await copy.setViewportSize({ width, height: 844 });
      const wider = await copy.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      if (wider) sideways.push(width);
    }
    return { violations, sideways };
  } finally {
    await viewer.close();
  }
}
