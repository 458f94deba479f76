import type { TestProject } from 'vitest/node';
import { buildSite, startApi, startSite } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    snacksUrl: string;
    rewardsUrl: string;
    apiUrl: string;
  }
}

/**
 * Builds both sites, starts the real API over in-memory PGlite and both built site
 * servers, each on 127.0.0.1 port 0, and hands their URLs to the tests.
 */
export default async function setup(project: TestProject) {
  buildSite('snacks');
  buildSite('rewards');
  const api = await startApi();
  process.env.API_URL = api.url;
  process.env.BUSINESS_SITE_URL = 'https://business.snackshop.example';
  const snacks = await startSite('snacks');
  const rewards = await startSite('rewards');
  project.provide('snacksUrl', snacks.url);
  project.provide('rewardsUrl', rewards.url);
  project.provide('apiUrl', api.url);
  return async () => {
    await snacks.close();
    await rewards.close();
    await api.close();
  };
}
