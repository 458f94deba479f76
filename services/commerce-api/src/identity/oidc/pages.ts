import { cspNonce, escapeHtml, pageHeaders } from '../../http/html';
import type { IdentitySite, SiteId } from '../sites';

const SITE_NAMES: Readonly<Record<SiteId, string>> = {
  snacks: 'Snack Shop',
  rewards: 'Snack Rewards',
};

/** One small page of the sign-in (plain HTML, no framework): its headers and its markup. */
export interface IdentityPage {
  headers: Record<string, string>;
  html: string;
}

interface PageOptions {
  title: string;
  /** Markup inside <main>, already escaped. */
  body: string;
  /** Where forms may post and be redirected after posting ('self' is always allowed). */
  formAction?: readonly string[];
  /** A script run on load (the self-submitting sign-out). */
  script?: string;
}

/** A page of the API's sign-in: accessible, English, no external resources, strict CSP. */
export function identityPage(options: PageOptions): IdentityPage {
  const nonce = cspNonce();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border:2px solid #1a1a1a;border-radius:.4rem;background:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}
ul{list-style:none;padding:0}li{margin:.75rem 0}li button{width:100%;text-align:left}
.hint{color:#555;font-size:.9rem}</style>
</head><body><main>${options.body}</main>${
    options.script ? `<script nonce="${nonce}">${options.script}</script>` : ''
  }</body></html>`;
  return {
    html,
    headers: pageHeaders({
      nonce,
      frameAncestors: [],
      formAction: ["'self'", ...(options.formAction ?? [])],
    }),
  };
}

/** Links back to the sites (a page that has nothing else to offer). */
function siteLinks(sites: readonly IdentitySite[]): string {
  const items = sites
    .map(
      (site) =>
        `<li><a href="${escapeHtml(`${site.origin}/`)}">Back to ${SITE_NAMES[site.id]}</a></li>`,
    )
    .join('');
  return `<ul>${items}</ul>`;
}

/**
 * The provider's error page: what went wrong in a sentence and the way back, never a stack.
 * An expired or foreign sign-in (the most common case) gets the catalogue's "start again".
 */
export function signInErrorPage(input: {
  message: string;
  code?: string | undefined;
  sites: readonly IdentitySite[];
}): IdentityPage {
  const code = input.code ? `<p class="hint">Error: ${escapeHtml(input.code)}</p>` : '';
  return identityPage({
    title: 'Sign-in problem',
    body: `<h1>We could not sign you in</h1><p>${escapeHtml(input.message)}</p>${code}${siteLinks(input.sites)}`,
  });
}

/**
 * The sign-out confirmation the provider shows: its form (with the anti-forgery value the
 * provider made) signs out of every site, submits itself at once, and without JavaScript the
 * shopper presses the button.
 */
export function signOutPage(providerForm: string, sites: readonly IdentitySite[]): IdentityPage {
  const form = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><p>Signing you out of the shop…</p>' +
      '<button type="submit">Sign out</button></form>',
  );
  return identityPage({
    title: 'Signing out',
    body: `<h1>Sign out</h1>${form}`,
    formAction: sites.map((site) => site.origin),
    script: 'document.forms[0].submit();',
  });
}

/** After a sign-out that named no page to return to. */
export function signedOutPage(sites: readonly IdentitySite[]): IdentityPage {
  return identityPage({
    title: 'Signed out',
    body: `<h1>You are signed out</h1>${siteLinks(sites)}`,
  });
}
