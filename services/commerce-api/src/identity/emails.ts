import type { Language } from '@snackshop/commerce-core/language';
import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail/outbox';

const texts = {
  'en-us': {
    resetSubject: 'Reset your Snack Shop password',
    resetBody: 'We received a request to reset the password of your Snack Shop account.',
    resetAction: 'Choose a new password',
    resetExpiry: (minutes: number) =>
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    verifySubject: 'Confirm your email for Snack Rewards',
    verifyBody: 'Confirm your email address to finish joining the Snack Rewards programme.',
    verifyAction: 'Confirm my email',
    verifyExpiry: (hours: number) => `The link works once, for ${hours} hours.`,
    hello: (name: string) => `Hi ${name},`,
  },
  'es-us': {
    resetSubject: 'Restablezca su contraseña de Snack Shop',
    resetBody: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de Snack Shop.',
    resetAction: 'Elegir una contraseña nueva',
    resetExpiry: (minutes: number) =>
      `El enlace funciona una vez, durante ${minutes} minutos. Si no lo solicitó, ignore este correo: su contraseña no cambia.`,
    verifySubject: 'Confirme su correo para Snack Rewards',
    verifyBody:
      'Confirme su dirección de correo electrónico para terminar de unirse al programa Snack Rewards.',
    verifyAction: 'Confirmar mi correo',
    verifyExpiry: (hours: number) => `El enlace funciona una vez, durante ${hours} horas.`,
    hello: (name: string) => `Hola, ${name}:`,
  },
} as const;

function linkMail(
  kind: string,
  to: string,
  subject: string,
  lines: { hello: string; body: string; action: string; url: string; note: string },
): MailMessage {
  const text = `${lines.hello}\n\n${lines.body}\n\n${lines.action}: ${lines.url}\n\n${lines.note}\n`;
  const html = `<p>${escapeHtml(lines.hello)}</p><p>${escapeHtml(lines.body)}</p><p><a href="${escapeHtml(lines.url)}">${escapeHtml(lines.action)}</a></p><p>${escapeHtml(lines.note)}</p>`;
  return { kind, to, subject, text, html };
}

/** The forgot-password email: a link to the site's reset page carrying the single-use token. */
export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  url: string;
  minutes: number;
  language: Language;
}): MailMessage {
  const t = texts[input.language];
  return linkMail('password-reset', input.to, t.resetSubject, {
    hello: t.hello(input.firstName),
    body: t.resetBody,
    action: t.resetAction,
    url: input.url,
    note: t.resetExpiry(input.minutes),
  });
}

/** The rewards-programme email verification: a link that confirms the address. */
export function emailVerificationEmail(input: {
  to: string;
  firstName: string;
  url: string;
  hours: number;
  language: Language;
}): MailMessage {
  const t = texts[input.language];
  return linkMail('email-verification', input.to, t.verifySubject, {
    hello: t.hello(input.firstName),
    body: t.verifyBody,
    action: t.verifyAction,
    url: input.url,
    note: t.verifyExpiry(input.hours),
  });
}
