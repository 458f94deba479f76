import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../server/security.server';
import { allowedScripts, configuredScripts, scriptOrigins } from './thirdPartyScripts';

const scripts = configuredScripts({
  CONSENT_SCRIPT_URL: 'https://consent.example/cmp.js',
  TAG_MANAGER_SCRIPT_URL: 'https://tags.example/tag.js?id=SNK-1',
  WALLET_SCRIPT_URL: 'https://wallet.example/pay.js',
  PERSONALIZATION_SCRIPT_URL: 'https://tags.example/personal.js',
});
const kinds = (consent: { advertising: boolean; functional: boolean }, tagEvents = true) =>
  allowedScripts(scripts, consent, { tagEvents }).map((script) => script.kind);

describe('third-party scripts', () => {
  it('lists only the configured ones', () => {
    expect(configuredScripts({})).toEqual([]);
    expect(configuredScripts({ WALLET_SCRIPT_URL: 'https://wallet.example/pay.js' })).toEqual([
      { kind: 'wallet', src: 'https://wallet.example/pay.js' },
    ]);
  });

  it('loads each kind only under the consent it needs', () => {
    expect(kinds({ advertising: false, functional: false })).toEqual(['consent']);
    expect(kinds({ advertising: true, functional: false })).toEqual(['consent', 'tagManager']);
    expect(kinds({ advertising: false, functional: true })).toEqual([
      'consent',
      'wallet',
      'personalization',
    ]);
    expect(kinds({ advertising: true, functional: true })).toHaveLength(4);
  });

  it('leaves the tag manager out while the tag events are off', () => {
    expect(kinds({ advertising: true, functional: true }, false)).not.toContain('tagManager');
  });

  it('lets the policy allow their origins, once each, and nothing else', () => {
    const origins = scriptOrigins(scripts);
    expect(origins).toEqual([
      'https://consent.example',
      'https://tags.example',
      'https://wallet.example',
    ]);
    const policy = contentSecurityPolicy(["'sha256-abc'"], { scriptSources: origins });
    expect(policy).toContain(
      "script-src 'self' https://consent.example https://tags.example https://wallet.example 'sha256-abc'",
    );
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
    expect(contentSecurityPolicy([])).toContain("connect-src 'self';");
  });
});
