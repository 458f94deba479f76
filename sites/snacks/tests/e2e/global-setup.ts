import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../vitest.shared';
import { ensureSiteBuilt, reserveSite, startApi } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    snacksUrl: string;
    rewardsUrl: string;
    apiUrl: string;
    /** The run's Chromium, which each test file connects to. */
    browserEndpoint: string;
  }
}

/**
 * Builds both sites (unless their builds are current), starts the real API over in-memory
 * PGlite (its OpenID Provider signing shoppers in to both sites) and both built site servers,
 * each on 127.0.0.1 port 0, and one Chromium, and hands their addresses to the tests. The
 * sites' addresses come first: the provider redirects to them, and each site learns its own
 * from SNACKS_SITE_URL / REWARDS_SITE_URL.
 */
export default async function setup(project: TestProject) {
  ensureSiteBuilt('snacks');
  ensureSiteBuilt('rewards');
  const snacks = await reserveSite('snacks');
  const rewards = await reserveSite('rewards');
  const api = await startApi({ snacks: snacks.url, rewards: rewards.url });
  Object.assign(process.env, {
    API_URL: api.url,
    BUSINESS_SITE_URL: 'https://business.snackshop.example',
    SNACKS_SITE_URL: snacks.url,
    REWARDS_SITE_URL: rewards.url,
    OIDC_ISSUER: api.issuer,
    OIDC_CLIENT_SECRET: api.clientSecret,
    SITE_SESSION_SECRET: randomBytes(32).toString('base64url'),
    // The tests' browsers stand behind a proxy on loopback: each context's X-Forwarded-For
    // names a shopper of its own, so each test counts its own sign-in attempts.
    TRUSTED_PROXIES: '127.0.0.1',
    // Each document says whether it was rendered or kept (off in production by default).
    SITE_SERVER_TIMING: 'true',
  });
  await snacks.start();
  await rewards.start();
  const browser = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('snacksUrl', snacks.url);
  project.provide('rewardsUrl', rewards.url);
  project.provide('apiUrl', api.url);
  return async () => {
    await browser.close();
    await snacks.close();
    await rewards.close();
    await api.close();
  };
}
