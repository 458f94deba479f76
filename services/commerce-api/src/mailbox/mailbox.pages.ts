import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { mailOutbox } from '../db/schema/index';
import type { MailboxDeps } from './deps';
import type { AppEnv } from '../http/route';
import { cspNonce, escapeHtml, pageHeaders } from '../http/html';

/** Where the dev mailbox lives. */
const DEV_MAILBOX_PATH = '/dev/mailbox';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function page(c: Context, title: string, body: string, status: 200 | 404 = 200) {
  const nonce = cspNonce();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:1.5rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}a:focus-visible{outline:3px solid #1f5fbf}</style>
</head><body><main>${body}</main></body></html>`;
  return c.body(html, status, pageHeaders({ nonce, frameAncestors: [] }));
}

/**
 * The dev mailbox: every message of the outbox as an HTML list and a message view, so the
 * confirmation email can be read without an SMTP server. Never served in production.
 */
export function registerMailboxPages(app: Hono<AppEnv>, deps: MailboxDeps) {
  if (!deps.checkout.devMailbox) return;

  app.get(DEV_MAILBOX_PATH, async (c) => {
    const messages = await deps.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="${DEV_MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.status}</td></tr>`,
      )
      .join('');
    return page(
      c,
      'Dev mailbox',
      `<h1>Dev mailbox</h1><p>Messages in the outbox, newest first (${messages.length}).</p>
<table><thead><tr><th scope="col">Queued</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`,
    );
  });

  app.get(`${DEV_MAILBOX_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    const [message] = UUID.test(id)
      ? await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      : [];
    if (!message) return page(c, 'Not found', '<h1>No such message</h1>', 404);
    return page(
      c,
      message.subject,
      `<p><a href="${DEV_MAILBOX_PATH}">← All messages</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(message.toAddress)}</dd><dt>Status</dt><dd>${message.status}</dd>
<dt>Queued</dt><dd>${escapeHtml(message.createdAt.toISOString())}</dd></dl>
<p><a href="${DEV_MAILBOX_PATH}/${message.id}/html">View the HTML version</a></p>
<pre>${escapeHtml(message.text)}</pre>`,
    );
  });

  app.get(`${DEV_MAILBOX_PATH}/:id/html`, async (c) => {
    const id = c.req.param('id');
    const [message] = UUID.test(id)
      ? await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      : [];
    if (!message) return page(c, 'Not found', '<h1>No such message</h1>', 404);
    // The email's own HTML, sandboxed: no scripts, no requests, its own origin.
    return c.body(message.html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'no-store',
    });
  });
}
