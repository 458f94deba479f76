import type { BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser';

/*
 * Signing in through the sites' own pages (decision 0027), for the end-to-end tests of
 * accounts and of what a signed-in customer does: a browser of its own address, creating an
 * account from the login popup, the login form, signing out by the header's button.
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

/** The birth date, gender, terms and newsletters of a sign-up form (password or Google). */
export async function fillProfile(page: Page) {
  await page.locator('select[name="birthMonth"]').selectOption('4');
  await page.locator('select[name="birthDay"]').selectOption('12');
  await page.locator('select[name="birthYear"]').selectOption('1990');
  await page.locator('select[name="gender"]').selectOption('female');
  await page.locator('input[name="terms"]').check();
  await page.locator('input[name="shopNewsletter"]').check();
}

/** Fills every field of the create-account page. */
export async function fillSignUp(page: Page, person: Person, password = PASSWORD) {
  await page.locator('input[name="firstName"]').fill(person.firstName);
  await page.locator('input[name="lastName"]').fill(person.lastName);
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="phoneNumber"]').fill('(555) 123-4567');
  await page.locator('input[name="zipcode"]').fill('30301');
  await fillProfile(page);
}

/** Opens the login popup of a site's home page and follows one of its links. */
export async function fromPopup(
  page: Page,
  siteUrl: string,
  language: Language,
  link: 'signIn' | 'createAccount',
) {
  await page.goto(`${siteUrl}/?signin=true&lang=${language}`);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('link', { name: signInTexts[language][link], exact: true }).click();
  // The popup asks for the provider's address first, then leaves: wait until it has.
  await page.waitForURL((url) => url.searchParams.get('signin') !== 'true');
}

/** Creates an account through the site's pages and lands back home, signed in. */
export async function createAccount(
  page: Page,
  siteUrl: string,
  person: Person,
  language: Language = 'en-us',
) {
  await fromPopup(page, siteUrl, language, 'createAccount');
  await page.waitForURL(/\/create-account\?interaction=/);
  await fillSignUp(page, person);
  await page
    .getByRole('button', { name: signInTexts[language].createAccount, exact: true })
    .click();
  await page.waitForURL(home(siteUrl));
  await greeting(page, language, person.firstName).waitFor();
}

/**
 * Signs in on the site's login page with an email (or, on the rewards site, a member number)
 * and password; waits for the answer.
 */
export async function submitLogin(
  page: Page,
  email: string,
  password = PASSWORD,
  language: Language = 'en-us',
) {
  // The snacks site's `email` field, the rewards site's `username`: both name the account.
  await page.locator('input[autocomplete="username"]').fill(email);
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
 * Signs out with the header's button: the site ends the sign-in on the API from its server
 * (both sites' API sessions and the provider's session) and sends the browser home, signed
 * out, without a trip to the provider.
 */
export async function signOut(page: Page, siteUrl: string, language: Language = 'en-us') {
  const visited: string[] = [];
  const record = (request: Request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  };
  page.on('request', record);
  await Promise.all([
    page.waitForURL(home(siteUrl)),
    page.getByRole('button', { name: signInTexts[language].signOut }).click(),
  ]);
  await page.getByRole('link', { name: signInTexts[language].signIn }).first().waitFor();
  page.off('request', record);
  expect(visited.filter((url) => !url.startsWith(siteUrl))).toEqual([]);
}

/** The API session token the browser keeps (local storage `accessToken`), or null. */
export const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('accessToken'));
