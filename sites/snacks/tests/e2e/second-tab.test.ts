import { describe, expect, inject, it } from 'vitest';
import { browserSession, openPage } from './browser';
import { createAccount, greeting, shopperPage } from './signIn';

/*
 * A signed-in shopper opens the shop in a second tab: the tab has the sign-in token (local
 * storage) but not yet its handshake values (session storage, one tab's own). Its first calls
 * wait for the handshake it asks for as it starts, so no "Handshake Data not available"
 * shows and the signed-in header and cart work as in the first tab.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');
const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

const HANDSHAKE_MISSING = 'Handshake Data not available';

describe('a second tab while signed in', () => {
  it('opens pages without a handshake error and keeps the shopper signed in', async () => {
    const context = await freshContext();
    const { page, errors } = await shopperPage(context);
    const person = {
      firstName: 'Tomasa',
      lastName: 'Tabs',
      email: `tomasa.tabs.${Date.now()}@example.com`,
    };
    await createAccount(page, snacksUrl, person);
    await page.waitForLoadState('networkidle');

    for (const path of ['/', '/multipack/all-snacks', '/profile', '/cart']) {
      const tab = await openPage(context);
      // A new tab starts with empty session storage and the shared local storage.
      await tab.page.goto(`${snacksUrl}${path}`);
      await tab.page.waitForLoadState('networkidle');
      await greeting(tab.page, 'en-us', person.firstName).waitFor();
      await expect(
        tab.page.evaluate(() => window.sessionStorage.getItem('_ss_i')),
        `${path} has its handshake`,
      ).resolves.toMatch(/.+/);
      await expect(tab.page.getByText(HANDSHAKE_MISSING).count(), path).resolves.toBe(0);
      expect(tab.errors.filter((error) => error.includes(HANDSHAKE_MISSING))).toEqual([]);
      await tab.page.close();
    }
    expect(errors.filter((error) => error.includes(HANDSHAKE_MISSING))).toEqual([]);
  });
});
