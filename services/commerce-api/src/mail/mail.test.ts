import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index';
import { describeApi } from '../../test/harness';
import { deliverPendingMail, enqueueMail, MAX_MAIL_ATTEMPTS, type MailMessage } from './outbox';
import { smtpTransport } from './smtp-transport';

const message = (to: string): MailMessage => ({
  kind: 'order-confirmation',
  to,
  subject: `Your Snack Shop order for ${to}`,
  text: 'Thank you for your order!',
  html: '<p>Thank you for your order!</p>',
});

describeApi(
  'mail outbox and dev mailbox',
  (api) => {
    describe('outbox worker', () => {
      it('sends due messages once and marks them sent', async () => {
        const db = api().database.db;
        const id = await enqueueMail(db, message('first@example.com'));
        const sent: MailMessage[] = [];
        const transport = { name: 'test', send: async (m: MailMessage) => void sent.push(m) };
        const report = await deliverPendingMail(db, transport);
        expect(report.sent).toBeGreaterThanOrEqual(1);
        expect(sent.map((m) => m.to)).toContain('first@example.com');
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'test' });
        expect((await deliverPendingMail(db, transport)).sent).toBe(0);
      });

      it('backs off after a failure and gives up after the last attempt', async () => {
        const db = api().database.db;
        const id = await enqueueMail(db, message('bounce@example.com'));
        const failing = {
          name: 'test',
          send: async () => {
            throw new Error('mailbox unavailable');
          },
        };
        // The database stamps the message in microseconds, the test clock counts whole
        // milliseconds: start a millisecond later so the message is due at the first try.
        let clock = Date.now() + 1;
        for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
          await deliverPendingMail(db, failing, { now: () => new Date(clock) });
          const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
          expect(row?.attempts).toBe(attempt);
          expect(row?.status).toBe(attempt === MAX_MAIL_ATTEMPTS ? 'failed' : 'pending');
          expect(row?.lastError).toBe('mailbox unavailable');
          // Not retried before its back-off has passed.
          await deliverPendingMail(db, failing, { now: () => new Date(clock) });
          const [same] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
          expect(same?.attempts).toBe(attempt);
          clock += 60_000 * 2 ** attempt;
        }
      });

      it('delivers through SMTP with nodemailer', async () => {
        const received: string[] = [];
        const server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS'],
          onData(stream, _session, callback) {
            let data = '';
            stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
            stream.on('end', () => {
              received.push(data);
              callback();
            });
          },
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const { port } = server.server.address() as AddressInfo;
        try {
          const db = api().database.db;
          await enqueueMail(db, message('smtp.person@example.com'));
          const report = await deliverPendingMail(
            db,
            smtpTransport(`smtp://127.0.0.1:${port}`, 'Snack Shop <orders@snackshop.example>'),
          );
          expect(report.sent).toBeGreaterThanOrEqual(1);
          const mail = received.join('\n');
          expect(mail).toContain('To: smtp.person@example.com');
          expect(mail).toContain('Thank you for your order!');
        } finally {
          await new Promise<void>((resolve) => server.close(() => resolve()));
        }
      });
    });

    describe('dev mailbox', () => {
      it('lists the outbox and shows a message', async () => {
        const id = await enqueueMail(api().database.db, message('mailbox.reader@example.com'));
        const list = await fetch(`${api().baseUrl}/dev/mailbox`);
        expect(list.status).toBe(200);
        const html = await list.text();
        expect(html).toContain('mailbox.reader@example.com');
        expect(html).toContain(`/dev/mailbox/${id}`);
        const view = await fetch(`${api().baseUrl}/dev/mailbox/${id}`);
        expect(await view.text()).toContain('Thank you for your order!');
        const missing = await fetch(`${api().baseUrl}/dev/mailbox/not-an-id`);
        expect(missing.status).toBe(404);
      });
    });
  },
  { seed: false },
);

describeApi(
  'dev mailbox in production',
  (api) => {
    it('is not served', async () => {
      const response = await fetch(`${api().baseUrl}/dev/mailbox`);
      expect(response.status).toBe(404);
    });
  },
  { seed: false, app: { checkout: { devMailbox: false } } },
);
