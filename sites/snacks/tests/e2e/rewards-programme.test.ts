import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, browserSession } from './browser';
import {
  createAccount,
  fromPopup,
  greeting,
  home,
  openLogin,
  shopperPage,
  signOut,
  submitLogin,
  type Person,
} from './signIn';

/*
 * The rewards programme as a member sees it, on both sites and in both languages: a rewards
 * account's number in the header's account menu, the footer and the profile; the
 * confirmation mail sent at sign-up, again on request, and confirmed through its link; the
 * newsletters changed on the profile; a snacks customer joining from the profile. Then the
 * header's Sign in coming back to the page it was pressed on, and a sign-in ended on the
 * other site: a tab left open learns it at its next call, a new page lands on the home page,
 * each saying the shopper was signed out.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');
const apiUrl = inject('apiUrl');

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);
const visitor = async () => shopperPage(await freshContext());

const SIGNED_OUT = 'You have been signed out. Please sign in to continue.';
/** A loyalty number as the pages print it: three groups of four digits. */
const NUMBER = /\d{4} \d{4} \d{4}/;

/** The dev mailbox's messages to `email` whose body holds `path`, newest first: their links. */
async function mailedLinks(email: string, path: string): Promise<string[]> {
  const list = await (await fetch(`${apiUrl}/dev/mailbox`)).text();
  const rows = list.split('<tr>').filter((part) => part.includes(email));
  const links: string[] = [];
  for (const row of rows) {
    const message = /href="([^"]+)"/.exec(row)?.[1];
    if (!message) continue;
    const body = await (await fetch(`${apiUrl}${message}`)).text();
    const link = new RegExp(`(http://[^\\s<"]+${path}\\?token=[^\\s<"&]+)`).exec(body)?.[1];
    if (link) links.push(link.replace(/&amp;/g, '&'));
  }
  return links;
}

/** The loyalty number the profile shows. */
const profileNumber = (page: Page) =>
  page
    .locator('[data-loyalty-number]')
    .textContent()
    .then((text) => text?.trim() ?? '');

describe('the rewards programme', () => {
  it('shows a new rewards member their number, mails the confirmation, confirms it, and saves their newsletters', async () => {
    const { page, errors } = await visitor();
    const ines: Person = {
      firstName: 'Ines',
      lastName: 'Duarte',
      email: 'ines.rewards@example.com',
    };
    await createAccount(page, rewardsUrl, ines);

    // The footer greets a member with their number and links to the membership.
    const footer = page.locator('footer');
    await footer.getByText(/You are a member, no\. \d{4} \d{4} \d{4}\./).waitFor();
    await expect(footer.getByText('Join the rewards programme').count()).resolves.toBe(0);
    // The header's account menu opens with it.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menuEntry = page.getByRole('link', { name: /^Rewards no\. \d{4} \d{4} \d{4}$/ });
    const number = ((await menuEntry.textContent()) ?? '').replace('Rewards no. ', '').trim();
    expect(number).toMatch(NUMBER);
    await menuEntry.click();
    await page.waitForURL(`${rewardsUrl}/profile#rewards`);

    // The profile: member, number, email not confirmed yet.
    await page.getByRole('heading', { level: 2, name: 'Snack Rewards' }).waitFor();
    expect(await profileNumber(page)).toBe(number);
    await page.getByText('Not confirmed yet', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Sign-up mailed the confirmation link; asking again mails another.
    await expect.poll(() => mailedLinks(ines.email, '/verify-email').then((l) => l.length)).toBe(1);
    await page.getByRole('button', { name: 'Send the confirmation email again' }).click();
    await page
      .locator('[data-account-status]')
      .getByText(`We sent a confirmation link to ${ines.email}. It works once, for 24 hours.`)
      .waitFor();
    await expect.poll(() => mailedLinks(ines.email, '/verify-email').then((l) => l.length)).toBe(2);

    // The link confirms the email and names the number.
    const [link] = await mailedLinks(ines.email, '/verify-email');
    expect(link!.startsWith(`${rewardsUrl}/verify-email?token=`)).toBe(true);
    await page.goto(link!);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByText('Your email is confirmed. Welcome to Snack Rewards!').waitFor();
    await page.getByText(`Your Snack Rewards number is ${number.replace(/ /g, '')}.`).waitFor();
    await page.goto(`${rewardsUrl}/profile`);
    await expect(page.locator('[data-email-confirmed]').textContent()).resolves.toBe('Confirmed');
    await expect(
      page.getByRole('button', { name: 'Send the confirmation email again' }).count(),
    ).resolves.toBe(0);

    // Newsletters: sign-up ticked the shop's; the profile adds the programme's and keeps it.
    const rewardsNews = page.locator('input[name="rewardsNewsletter"]');
    const shopNews = page.locator('input[name="shopNewsletter"]');
    await expect(shopNews.isChecked()).resolves.toBe(true);
    await expect(rewardsNews.isChecked()).resolves.toBe(false);
    await rewardsNews.check();
    await shopNews.uncheck();
    await page.getByRole('button', { name: 'Save newsletter choices' }).click();
    await page
      .locator('[data-account-status]')
      .getByText('Your newsletter choices are saved.')
      .waitFor();
    await page.reload();
    await expect(rewardsNews.isChecked()).resolves.toBe(true);
    await expect(shopNews.isChecked()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  it('lets a snacks customer join from the profile, in Spanish, and the header knows it at once', async () => {
    const { page, errors } = await visitor();
    const tomas: Person = { firstName: 'Tomas', lastName: 'Vega', email: 'tomas.join@example.com' };
    await createAccount(page, snacksUrl, tomas, 'es-us');
    await page.goto(`${snacksUrl}/profile?lang=es-us`);
    await page
      .getByText(
        'Únase a Snack Rewards para ganar puntos con cada botana y cambiarlos por paquetes gratis.',
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unirme a Snack Rewards' }).click();
    const welcome = page
      .locator('[data-account-status]')
      .getByText(
        /^¡Le damos la bienvenida a Snack Rewards! Su número de miembro es \d{4} \d{4} \d{4}\.$/,
      );
    await welcome.waitFor();
    const number = /(\d{4} \d{4} \d{4})/.exec((await welcome.textContent()) ?? '')?.[1];
    expect(await profileNumber(page)).toBe(number);
    // Joining mails the confirmation link, pointing at this site.
    await expect
      .poll(() => mailedLinks(tomas.email, '/verify-email'))
      .toEqual([expect.stringMatching(new RegExp(`^${snacksUrl}/verify-email\\?token=`))]);
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('link', { name: `Rewards n.º ${number}` }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('signing in and out across the sites', () => {
  it('tells a tab left open that its shopper signed out elsewhere, at its next call', async () => {
    const { page, errors } = await visitor();
    const ines: Person = {
      firstName: 'Ines',
      lastName: 'Vidal',
      email: 'ines.open.tab@example.com',
    };
    await createAccount(page, snacksUrl, ines);
    await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
    await greeting(page, 'en-us', 'Ines').waitFor();

    // Another tab of the same browser signs out on the rewards site.
    const other = await page.context().newPage();
    await fromPopup(other, rewardsUrl, 'en-us', 'signIn');
    await other.waitForURL(home(rewardsUrl));
    await signOut(other, rewardsUrl);
    await other.close();

    // The first tab, never reloaded, adds to its cart: the API refuses the ended sign-in,
    // and the tab says the shopper was signed out and shows the signed-out header.
    await page.locator('main article').first().getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(SIGNED_OUT).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).first().waitFor();
    await expect(greeting(page, 'en-us', 'Ines').count()).resolves.toBe(0);
    expect(await page.getByText('Your session has timed out.').count()).toBe(0);
    // The refused save is logged (SPEC: a failed cart update logs an error), and nothing else.
    expect(
      errors.filter(
        (error) => !error.includes('status of 401') && !error.includes('Invalid token'),
      ),
    ).toEqual([]);
  });

  it('brings the header’s Sign in back to the page it was pressed on', async () => {
    const { page, errors } = await visitor();
    const lena: Person = { firstName: 'Lena', lastName: 'Ortiz', email: 'lena.return@example.com' };
    await createAccount(page, snacksUrl, lena);
    await signOut(page, snacksUrl);

    await page.goto(`${snacksUrl}/flavors`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
    await page.waitForURL(`${snacksUrl}/flavors?signin=true`);
    await page.getByRole('dialog').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/login\?interaction=/);
    await submitLogin(page, lena.email);
    await page.waitForURL(`${snacksUrl}/flavors`);
    await greeting(page, 'en-us', 'Lena').waitFor();
    expect(errors).toEqual([]);
  });

  it('lands on the home page saying the shopper was signed out when the sign-in ended on the other site', async () => {
    const { page, errors } = await visitor();
    const noor: Person = {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.elsewhere@example.com',
    };
    await createAccount(page, snacksUrl, noor);
    // One sign-in for both sites: rewards signs in without a password.
    await fromPopup(page, rewardsUrl, 'en-us', 'signIn');
    await page.waitForURL(home(rewardsUrl));
    await greeting(page, 'en-us', 'Noor').waitFor();
    await signOut(page, rewardsUrl);

    // Snacks' session went with it: its next page goes home and says so (not a time-out).
    await page.goto(`${snacksUrl}/flavors`);
    await page.waitForURL(home(snacksUrl));
    await page.getByText(SIGNED_OUT).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).first().waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // Signed out at the provider too: signing in asks for the password again.
    await openLogin(page, snacksUrl);
    expect(errors).toEqual([]);
  });
});
