import { describe, expect, it } from 'vitest';
import { isCampaignParameter, withoutCampaignParameters } from './campaignParameters';

describe('campaign parameters', () => {
  it('are the campaign and click ids, in any case, and nothing a page reads', () => {
    for (const name of [
      'utm_source',
      'UTM_Campaign',
      'utm_id',
      'gclid',
      'fbclid',
      'msclkid',
      '_gl',
    ]) {
      expect(isCampaignParameter(name), name).toBe(true);
    }
    for (const name of ['q', 'page', 'lang', 'brand', 'utm', 'signin', 'gclid2']) {
      expect(isCampaignParameter(name), name).toBe(false);
    }
  });

  it('leave a query string with the others in their order', () => {
    expect(withoutCampaignParameters('?utm_source=a&q=chips&gclid=1&page=2&utm_source=b')).toBe(
      '?q=chips&page=2',
    );
    expect(withoutCampaignParameters('?fbclid=z')).toBe('');
    expect(withoutCampaignParameters('')).toBe('');
  });
});
