import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/** A message to send. */
export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends a message somewhere: SMTP in production, anything in tests. */
export interface MailTransport {
  /** Recorded on the message (`smtp`, ...). */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Queues a message in the outbox. Pass the transaction of whatever the message announces,
 * so the message exists exactly when that does.
 */
export async function enqueueMail(db: Database, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Most attempts before a message is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends due messages once: each is claimed with `for update skip locked`, so several
 * workers (one per API instance) never send the same message twice. A failure backs off
 * (1, 2, 4, 8 minutes) and gives up after `MAX_MAIL_ATTEMPTS`.
 */
export async function deliverPendingMail(
  db: Database,
  transport: MailTransport,
  options: { now?: () => Date; batchSize?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  // Due by the database's clock, which wrote `nextAttemptAt` (in microseconds): this
  // process's clock, in milliseconds, could still be inside the millisecond of a message
  // queued just now and find it not yet due. A test moving time passes `now`.
  const due = options.now
    ? lte(mailOutbox.nextAttemptAt, options.now())
    : lte(mailOutbox.nextAttemptAt, sql`now()`);
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let i = 0; i < (options.batchSize ?? 20); i += 1) {
    const outcome = await db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), due))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!message) return 'none' as const;
      try {
        await transport.send({
          kind: message.kind,
          to: message.toAddress,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await tx
          .update(mailOutbox)
          .set({
            status: 'sent',
            attempts: sql`${mailOutbox.attempts} + 1`,
            transport: transport.name,
            sentAt: now(),
            lastError: null,
          })
          .where(eq(mailOutbox.id, message.id));
        return 'sent' as const;
      } catch (error) {
        const attempts = message.attempts + 1;
        await tx
          .update(mailOutbox)
          .set({
            status: attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
            nextAttemptAt: new Date(now().getTime() + 60_000 * 2 ** (attempts - 1)),
          })
          .where(eq(mailOutbox.id, message.id));
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    report[outcome] += 1;
  }
  return report;
}

/** Runs `deliverPendingMail` every `intervalMs` until the returned stop function is called. */
export function startOutboxWorker(
  db: Database,
  transport: MailTransport,
  intervalMs = 5000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deliverPendingMail(db, transport))
      .catch((error: unknown) => console.error('mail outbox:', error));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
