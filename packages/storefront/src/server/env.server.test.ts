import { describe, expect, it } from 'vitest';
import {
  caRewardsSiteUrl,
  googlePayScriptUrl,
  isLoopbackUrl,
  parseSiteEnv,
  parseSiteIdentityEnv,
  serverTiming,
  SiteEnvError,
  thirdPartyScriptUrls,
} from './env.server';

const snacks = { id: 'snacks', defaultPort: 3000 } as const;
const rewards = { id: 'rewards', defaultPort: 3001 } as const;
const SECRET = 'a-session-secret-of-at-least-32-characters';
const CLIENT_SECRET = 'a-client-secret-of-at-least-32-characters';

const identity = (site: typeof snacks | typeof rewards, source: Record<string, string>) =>
  parseSiteIdentityEnv(site, parseSiteEnv(source), source);

describe('the site’s sign-in configuration', () => {
  it('defaults the issuer, and the site URL from its entry of SNACKS_SITE_URL / REWARDS_SITE_URL or its port', () => {
    const base = { SITE_SESSION_SECRET: SECRET };
    expect(identity(snacks, base)).toMatchObject({
      siteUrl: 'http://localhost:3000',
      secure: false,
      issuer: 'http://localhost:4000/oidc',
      clientId: 'snacks',
      sessionSecrets: [SECRET],
    });
    expect(identity(rewards, { ...base, PORT: '4301' }).siteUrl).toBe('http://localhost:4301');
    // The issuer lives at the API's public origin, wherever API_URL puts the API.
    expect(identity(snacks, { ...base, API_URL: 'http://localhost:4300' }).issuer).toBe(
      'http://localhost:4300/oidc',
    );
    expect(
      identity(snacks, {
        ...base,
        API_URL: 'http://10.0.0.5:4000',
        API_PUBLIC_URL: 'https://api.shop.example',
      }).issuer,
    ).toBe('https://api.shop.example/oidc');
    expect(identity(rewards, { ...base, REWARDS_SITE_URL: 'http://127.0.0.1:5001/' }).siteUrl).toBe(
      'http://127.0.0.1:5001',
    );
    expect(
      identity(snacks, {
        ...base,
        SITE_URL: 'https://shop.example',
        SNACKS_SITE_URL: 'http://x:1',
      }),
    ).toMatchObject({ siteUrl: 'https://shop.example', secure: true });
  });

  it('requires SITE_URL, SITE_SESSION_SECRET and OIDC_CLIENT_SECRET of a deployment, naming each', () => {
    expect(() =>
      identity(snacks, { NODE_ENV: 'production', SNACKS_SITE_URL: 'https://shop.example' }),
    ).toThrow(
      new SiteEnvError(
        'Invalid site configuration:\n  SITE_URL: is required in production\n  SITE_SESSION_SECRET: is required in production\n  OIDC_CLIENT_SECRET: is required in production',
      ),
    );
    const deployed = identity(snacks, {
      NODE_ENV: 'production',
      SITE_URL: 'https://shop.example',
      SITE_SESSION_SECRET: `${SECRET},an-older-session-secret-still-accepted-here`,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    });
    expect(deployed.sessionSecrets).toHaveLength(2);
    expect(deployed.clientSecret()).toBe(CLIENT_SECRET);
  });

  it('treats a production build on this machine (pnpm start) as the embedded default', () => {
    const local = identity(snacks, { NODE_ENV: 'production', SITE_SESSION_SECRET: SECRET });
    expect(local.siteUrl).toBe('http://localhost:3000');
  });

  it('refuses short secrets and a malformed SITE_URL by name', () => {
    expect(() => parseSiteEnv({ SITE_SESSION_SECRET: 'short' })).toThrow(/SITE_SESSION_SECRET/);
    expect(() => parseSiteEnv({ OIDC_CLIENT_SECRET: 'short' })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => parseSiteEnv({ SITE_URL: 'https://shop.example/path' })).toThrow(/SITE_URL/);
    expect(() => parseSiteEnv({ TAG_MANAGER_SCRIPT_URL: 'tags.example/tag.js' })).toThrow(
      'TAG_MANAGER_SCRIPT_URL: TAG_MANAGER_SCRIPT_URL must be an absolute script URL such as https://tags.example/tag.js.',
    );
    expect(parseSiteEnv({ WALLET_SCRIPT_URL: ' ' }).WALLET_SCRIPT_URL).toBeUndefined();
  });

  it('signs in to the Canadian rewards site at its own origin, else the rewards one', () => {
    expect(caRewardsSiteUrl(parseSiteEnv({ REWARDS_SITE_URL: 'https://rewards.example' }))).toBe(
      'https://rewards.example',
    );
    expect(
      caRewardsSiteUrl(parseSiteEnv({ CA_REWARDS_SITE_URL: 'https://rewards.example.ca/' })),
    ).toBe('https://rewards.example.ca');
  });

  it('knows the loopback origins', () => {
    expect(isLoopbackUrl('http://127.0.0.1:4000/oidc')).toBe(true);
    expect(isLoopbackUrl('http://localhost:4000/oidc')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:4000/oidc')).toBe(true);
    expect(isLoopbackUrl('http://api.internal:4000/oidc')).toBe(false);
  });
});

describe('Server-Timing on documents', () => {
  it('is on in development, off elsewhere, unless SITE_SERVER_TIMING says', () => {
    expect(serverTiming(parseSiteEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(serverTiming(parseSiteEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(serverTiming(parseSiteEnv({}))).toBe(false);
    expect(serverTiming(parseSiteEnv({ NODE_ENV: 'production', SITE_SERVER_TIMING: 'true' }))).toBe(
      true,
    );
    expect(
      serverTiming(parseSiteEnv({ NODE_ENV: 'development', SITE_SERVER_TIMING: 'false' })),
    ).toBe(false);
    expect(() => parseSiteEnv({ SITE_SERVER_TIMING: 'yes' })).toThrow(
      /SITE_SERVER_TIMING must be true or false/,
    );
  });
});

describe('the third-party scripts the shell loads', () => {
  it("are the variables set; with THIRD_PARTY_STAND_INS the API's stand-ins fill the rest, except in a deployment", () => {
    expect(thirdPartyScriptUrls(parseSiteEnv({}))).toEqual({
      CONSENT_SCRIPT_URL: undefined,
      TAG_MANAGER_SCRIPT_URL: undefined,
      WALLET_SCRIPT_URL: undefined,
      PERSONALIZATION_SCRIPT_URL: undefined,
    });
    const tagManager = 'https://tags.example.net/tm.js';
    // pnpm start: a production build on this machine, the API beside it.
    expect(
      thirdPartyScriptUrls(
        parseSiteEnv({
          NODE_ENV: 'production',
          THIRD_PARTY_STAND_INS: 'true',
          TAG_MANAGER_SCRIPT_URL: tagManager,
        }),
      ),
    ).toEqual({
      CONSENT_SCRIPT_URL: 'http://localhost:4000/dev/scripts/consent.js',
      TAG_MANAGER_SCRIPT_URL: tagManager,
      WALLET_SCRIPT_URL: undefined,
      PERSONALIZATION_SCRIPT_URL: 'http://localhost:4000/dev/scripts/personalization.js',
    });
    const deployed = thirdPartyScriptUrls(
      parseSiteEnv({
        NODE_ENV: 'production',
        THIRD_PARTY_STAND_INS: 'true',
        API_URL: 'https://api.snackshop.example',
      }),
    );
    expect(Object.values(deployed).filter(Boolean)).toEqual([]);
    expect(() => parseSiteEnv({ THIRD_PARTY_STAND_INS: 'yes' })).toThrow(
      /THIRD_PARTY_STAND_INS must be true or false/,
    );
  });
});

describe('the Google Pay JS client the checkout loads', () => {
  it("is GOOGLE_PAY_SCRIPT_URL, else the API's stand-in, except in a deployment", () => {
    const configured = 'https://pay.google.com/gp/p/js/pay.js';
    expect(
      googlePayScriptUrl(
        parseSiteEnv({ NODE_ENV: 'production', GOOGLE_PAY_SCRIPT_URL: configured }),
      ),
    ).toBe(configured);
    expect(googlePayScriptUrl(parseSiteEnv({}))).toBe(
      'http://localhost:4000/dev/google-pay/pay.js',
    );
    expect(
      googlePayScriptUrl(
        parseSiteEnv({ API_URL: 'http://10.0.0.5:4000', API_PUBLIC_URL: 'https://api.shop.test' }),
      ),
    ).toBe('https://api.shop.test/dev/google-pay/pay.js');
    // pnpm start: a production build on this machine, the API's stand-in beside it.
    expect(googlePayScriptUrl(parseSiteEnv({ NODE_ENV: 'production' }))).toBe(
      'http://localhost:4000/dev/google-pay/pay.js',
    );
    // A deployment's API serves no stand-in: without the variable there is no Google Pay.
    expect(
      googlePayScriptUrl(
        parseSiteEnv({ NODE_ENV: 'production', API_URL: 'https://api.snackshop.example' }),
      ),
    ).toBeNull();
  });

  it('refuses a GOOGLE_PAY_SCRIPT_URL that is no absolute script URL, by name', () => {
    expect(() => parseSiteEnv({ GOOGLE_PAY_SCRIPT_URL: '/pay.js' })).toThrow(
      /GOOGLE_PAY_SCRIPT_URL must be an absolute script URL/,
    );
  });
});
