import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser';

/*
 * Signing in through the sites' own pages (decision 0027), for the end-to-end tests of what
 * a signed-in customer does: a browser of its own address, creating an account from the
 * login popup, the login form, signing out by the header's button.
 */

/** The password every test account is created with. */
export const PASSWORD = 'Crunchy#Snack42';

/** Who a test signs up as. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export const signInTexts = {
  'en-us': {
    createAccount: 'Create account',
    signIn: 'Sign in',
    signOut: 'Sign out',
    hi: (name: string) => `Hi, ${name}`,
  },
  'es-us': {
    createAccount: 'Crear cuenta',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    hi: (name: string) => `Hola, ${name}`,
  },
} as const;
export type Language = keyof typeof signInTexts;

let address = 100;
/**
 * A page in a fresh browser context with an address of its own: the site forwards it to the
 * API, whose sign-in limits count per client address, so each test starts with a clean count.
 */
export async function shopperPage(context: BrowserContext) {
  address += 1;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${address % 250}` });
  return openPage(context);
}

/** A site's home page, with or without a query (the language). */
export const home = (siteUrl: string) => new RegExp(`^${siteUrl}/(\\?.*)?$`);

/** The greeting link of the header once signed in. */
export const greeting = (page: Page, language: Language, name: string) =>
  page.getByRole('link', { name: signInTexts[language].hi(name) });

/** The birth date, gender, terms and newsletters of a sign-up form. */
async function fillProfile(page: Page) {
  await page.locator('select[name="birthMonth"]').selectOption('4');
  await page.locator('select[name="birthDay"]').selectOption('12');
  await page.locator('select[name="birthYear"]').selectOption('1990');
  await page.locator('select[name="gender"]').selectOption('female');
  await page.locator('input[name="terms"]').check();
}

/** Creates an account from the login popup of `siteUrl` and lands back home, signed in. */
export async function createAccount(
  page: Page,
  siteUrl: string,
  person: Person,
  language: Language = 'en-us',
) {
  await page.goto(`${siteUrl}/?signin=true&lang=${language}`);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog
    .getByRole('link', { name: signInTexts[language].createAccount, exact: true })
    .click();
  await page.waitForURL(/\/create-account\?interaction=/);
  await page.locator('input[name="firstName"]').fill(person.firstName);
  await page.locator('input[name="lastName"]').fill(person.lastName);
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="phoneNumber"]').fill('(555) 123-4567');
  await fillProfile(page);
  await page
    .getByRole('button', { name: signInTexts[language].createAccount, exact: true })
    .click();
  await page.waitForURL(home(siteUrl));
  await greeting(page, language, person.firstName).waitFor();
}

/** Signs in on the site's login page with an email and password; waits for the answer. */
export async function submitLogin(
  page: Page,
  email: string,
  password = PASSWORD,
  language: Language = 'en-us',
) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/login'),
    ),
    page.getByRole('button', { name: signInTexts[language].signIn, exact: true }).click(),
  ]);
}

/** Goes to the site's login page through /signin, to come back to `returnTo`. */
export async function openLogin(page: Page, siteUrl: string, returnTo = '/') {
  await page.goto(`${siteUrl}/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/login\?interaction=/);
}

/**
 * Signs out with the header's button; the provider's sign-out page sends itself (or is sent
 * with its button) and the browser lands on the site's home page.
 */
export async function signOut(
  page: Page,
  siteUrl: string,
  apiUrl: string,
  language: Language = 'en-us',
) {
  await page.getByRole('button', { name: signInTexts[language].signOut }).first().click();
  await page.waitForURL((url) => url.href.startsWith(siteUrl) || url.href.startsWith(apiUrl));
  if (page.url().startsWith(apiUrl)) {
    const button = page.getByRole('button', { name: 'Sign out' });
    if (await button.count()) await button.click().catch(() => undefined);
  }
  await page.waitForURL(home(siteUrl));
  await page.getByRole('link', { name: signInTexts[language].signIn }).first().waitFor();
}

/** The API session token the browser keeps (local storage `accessToken`), or null. */
export const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('accessToken'));

/** Waits until the stores have restored the tab's state and the cart count is `count`. */
export async function cartCount(page: Page): Promise<number> {
  const text = await page.getByRole('button', { name: /^(Cart|Carrito), \d+ / }).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);
}

/** Expects no console error or uncaught exception on the page so far. */
export function expectNoErrors(errors: readonly string[]) {
  expect(errors).toEqual([]);
}
