import { htmlLang, type Language } from '@snackshop/commerce-core/language';
import { escapeHtml } from '../http/html';

/**
 * A small page the payment sandbox serves, into a frame of the shop (the hosted card fields,
 * the stand-in Google Pay sheet) or whole (the hosted payment page, with no `script`): its
 * style and script carry the response's CSP nonce, its title is escaped, and it sends no
 * referrer.
 */
export function framedPage(input: {
  nonce: string;
  lang: Language;
  title: string;
  style: string;
  body: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="${htmlLang(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(input.title)}</title>
<style nonce="${input.nonce}">${input.style}
</style>
</head>
<body>
${input.body}
${input.script === undefined ? '' : `<script nonce="${input.nonce}">\n${input.script}\n</script>`}
</body>
</html>`;
}

/** Settings for a framed page's script, safe inside a script element. */
export const scriptConfig = (config: Record<string, unknown>): string =>
  JSON.stringify(config).replace(/</g, '\\u003c');
