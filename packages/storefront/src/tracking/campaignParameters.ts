/**
 * Query parameters that say where a visitor came from (a campaign, an ad click, a mail), not
 * which page they asked for: Google's, Microsoft's, Meta's, TikTok's, LinkedIn's, Yandex's,
 * X's and Mailchimp's click ids, `utm_*` and Google Analytics' cross-domain ones. The page is
 * the same with or without them; the tag manager reads them from the address bar.
 */
const CAMPAIGN_PARAMETER =
  /^(?:utm_[a-z0-9_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|li_fat_id|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

export function isCampaignParameter(name: string): boolean {
  return CAMPAIGN_PARAMETER.test(name);
}

/**
 * A query string without its campaign parameters, the others in their order: the address a
 * page links back to (sign in and come back here) names the page, not the visit.
 */
export function withoutCampaignParameters(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) {
    if (isCampaignParameter(name)) params.delete(name);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
