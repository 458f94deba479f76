import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './outbox';

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
