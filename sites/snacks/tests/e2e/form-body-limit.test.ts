import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSeededApi, startSiteProcess } from './stack';

/*
 * The site server reads request bodies of at most 64 KiB (the API's limit too): a form or an
 * `/api/*` call declaring more is answered 413 before anything reads it. Against the site as
 * production serves it (scripts/serve-site.mjs).
 */
const LIMIT = 64 * 1024;

let api: Awaited<ReturnType<typeof serveSeededApi>> | undefined;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;

beforeAll(async () => {
  api = await serveSeededApi();
  api.start({ handshakeSecret: 'end-to-end-body-limit-secret-0123456789abcdef' });
  const apiUrl = api.url;
  site = await startSiteProcess('snacks', (url) => ({
    API_URL: apiUrl,
    SNACKS_SITE_URL: url,
    SITE_URL: url,
    SITE_SESSION_SECRET: randomBytes(32).toString('base64url'),
    OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url'),
  }));
});

afterAll(async () => {
  await site?.close();
  await api?.close();
});

/**
 * A POST of `body` with its length declared; the status and JSON answer. With `sendBytes`, only
 * that much of the body is sent: the answer must come before the rest would have, and the
 * request is then abandoned (the server is not waiting on it to answer).
 */
function post(path: string, body: string, contentType: string, sendBytes?: number) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      `${site!.url}${path}`,
      {
        method: 'POST',
        // A connection of its own: the site closes a refused one once the body is drained.
        agent: false,
        headers: {
          'Content-Type': contentType,
          'Content-Length': Buffer.byteLength(body),
          Origin: site!.url,
        },
      },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        incoming.on('end', () => {
          resolve({ status: incoming.statusCode ?? 0, text });
          if (sendBytes !== undefined) outgoing.destroy();
        });
      },
    );
    // The server may close the connection once it has answered, before the body is all sent;
    // a connection closed with no answer at all fails the test instead of leaving it waiting.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.on('close', () => reject(new Error('the connection closed with no answer')));
    if (sendBytes === undefined) outgoing.end(body);
    else outgoing.write(Buffer.from(body).subarray(0, sendBytes));
  });
}

const contactForm = (messageLength: number) =>
  new URLSearchParams({
    firstName: 'Rosa',
    lastName: 'Prado',
    email: 'rosa.prado@example.com',
    subject: 'Order',
    message: 'x'.repeat(messageLength),
  }).toString();

describe('the site server’s body limit', () => {
  it('answers 413 to a 10 MB contact form without reading it', async () => {
    const answer = await post(
      '/contact-us',
      contactForm(10 * 1024 * 1024),
      'application/x-www-form-urlencoded',
      // The first 64 KiB only: the 413 comes before the rest is sent.
      LIMIT,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({
      responseCode: 413,
      code: 'BODY_TOO_LARGE',
      message: 'The body must be at most 65536 bytes.',
      errors: [{ field: 'body', message: 'The body must be at most 65536 bytes.' }],
    });
  });

  it('answers 413 to an /api/* call over the limit, and reads a form at the limit', async () => {
    const overApi = await post(
      '/api/webservices/forgotpassword',
      JSON.stringify({ email: `${'a'.repeat(LIMIT)}@example.com` }),
      'application/json',
    );
    expect(overApi.status).toBe(413);

    const form = contactForm(LIMIT - 200);
    expect(Buffer.byteLength(form)).toBeLessThanOrEqual(LIMIT);
    const atLimit = await post('/contact-us', form, 'application/x-www-form-urlencoded');
    expect(atLimit.status).not.toBe(413);
    expect(atLimit.status).toBeLessThan(500);
  });
});

describe('a site action posted something that is not a form', () => {
  const FORM_ONLY =
    'This address takes a form (application/x-www-form-urlencoded or multipart/form-data).';

  it('answers 415 to JSON, text and an undeclared body, 400 to a broken multipart, never a 500', async () => {
    for (const path of [
      '/login?interaction=x',
      '/contact-us',
      '/order-lookup',
      '/forgotpassword',
    ]) {
      for (const [body, type] of [
        ['{"email":"rosa@example.com"}', 'application/json'],
        ['email=rosa@example.com', 'text/plain'],
        ['email=rosa@example.com', ''],
      ] as const) {
        const answer = await post(path, body, type);
        expect(answer.status, `${path} ${type}`).toBe(415);
        expect(answer.text, `${path} ${type}`).toContain(FORM_ONLY);
      }
      const broken = await post(path, '--x\r\nbroken', 'multipart/form-data; boundary=x');
      expect(broken.status, path).toBe(400);
      expect(broken.text).toContain('The form could not be read.');
    }
  });

  it('signs out whatever the body says', async () => {
    for (const [body, type] of [
      ['{}', 'application/json'],
      ['bye', 'text/plain'],
    ] as const) {
      const answer = await post('/signout', body, type);
      expect(answer.status, type).toBe(302);
    }
  });
});
