import { request as httpRequest } from 'node:http';
import { endpoints } from '@snackshop/commerce-core/api-client';
import { expect, it } from 'vitest';
import { contactMessages } from '../db/schema/index';
import { registerCustomer, signIn } from '../../test/account-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from './validate';

const contact = { subject: 'Hello', name: 'Pat Lee', description: 'A question.' };

/**
 * A POST whose body is written by `write`, answered as soon as the API answers (before the
 * body is finished, when the API does not wait for it); the request is then abandoned.
 */
function rawPost(
  api: TestApi,
  path: string,
  headers: Record<string, string>,
  write: (send: (chunk: string) => void) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, api.baseUrl),
      { method: 'POST', headers: { ...api.headers(), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
          request.destroy();
        });
      },
    );
    request.on('error', (error) => reject(error));
    write((chunk) => request.write(chunk));
  });
}

describeApi('request bodies and personal answers', (api) => {
  it('answers a NUL character in a path, a query or a body with a 400 naming where, never a 500', async () => {
    const inPath = await fetch(`${api().baseUrl}/oidc/interaction/ab%00cd`, {
      headers: api().headers(),
    });
    expect(inPath.status).toBe(400);
    expect(await inPath.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'path', message: 'path must not contain the NUL character.' }],
    });
    const raw = await fetch(
      `${api().baseUrl}${endpoints.orderDetails.path}?orderNumber=SN%0012&email=pat%40example.com`,
      { headers: api().headers() },
    );
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      errors: [
        { field: 'orderNumber', message: 'orderNumber must not contain the NUL character.' },
      ],
    });
    const before = await api().database.db.select().from(contactMessages);
    const inBody = await api().refusal('contactUs', {
      body: { ...contact, description: 'A question.\u0000' },
    });
    expect(inBody.status).toBe(400);
    expect(inBody.body.errors).toEqual([
      { field: 'description', message: 'description must not contain the NUL character.' },
    ]);
    expect(await api().database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('refuses a body nested deeper than 32 levels with a 400 naming where, even 30,000 deep', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const depth of [40, 30_000]) {
      const answer = await api().refusal('contactUs', {
        body: `{"subject":"Hello","name":"Pat Lee","description":${nested(depth)}}`,
      });
      expect(answer.status).toBe(400);
      const field = `description${'.0'.repeat(MAX_BODY_DEPTH - 1)}`;
      expect(answer.body.errors).toEqual([
        { field, message: `${field} must not nest deeper than ${MAX_BODY_DEPTH} levels.` },
      ]);
    }
    // As deep as the limit allows is only the schema's business.
    const atLimit = await api().refusal('contactUs', {
      body: `{"subject":"Hello","name":"Pat Lee","description":${nested(MAX_BODY_DEPTH - 1)}}`,
    });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.errors?.map((error) => error.field)).toEqual(['description']);
  });

  it('refuses a JSON text sent as text/plain with 415 naming the Content-Type, storing nothing', async () => {
    const before = await api().database.db.select().from(contactMessages);
    const answer = await api().refusal('contactUs', {
      body: JSON.stringify(contact),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(answer.status).toBe(415);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toMatchObject({
      success: false,
      responseCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The body must be JSON (Content-Type: application/json), not text/plain.',
      errors: [{ field: 'Content-Type' }],
    });
    const form = await api().refusal('contactUs', {
      body: 'subject=Hello&name=Pat&description=Hi',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await api().database.db.select().from(contactMessages)).toHaveLength(before.length);
    // JSON with a charset is JSON.
    const json = await api().call('contactUs', {
      body: contact,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(json.status).toBe(201);
  });

  it('refuses a body whose Content-Length is over the limit with 413, without reading it', async () => {
    // 10 MB announced, a few bytes sent: the answer comes without the rest of the body.
    const answer = await rawPost(
      api(),
      endpoints.contactUs.path,
      { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
      (send) => send('{"subject":"'),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      success: false,
      responseCode: 413,
      code: 'BODY_TOO_LARGE',
      message: `The body must be at most ${MAX_BODY_BYTES} bytes.`,
      errors: [{ field: 'body' }],
    });
  });

  it('stops reading a chunked body once it passes the limit and answers 413', async () => {
    // More than the limit sent, the body never finished: the answer comes all the same.
    const answer = await rawPost(
      api(),
      endpoints.contactUs.path,
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      (send) => {
        send('{"description":"');
        for (let sent = 0; sent <= MAX_BODY_BYTES; sent += 8192) send('x'.repeat(8192));
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('lets a client that sends a whole oversized body read its refusal, never a reset', async () => {
    // A megabyte sent in full, declared or chunked, as JSON or as text: the API answers before
    // reading it and drops the rest, so the client (still writing) reads the answer.
    const megabyte = new TextEncoder().encode('x'.repeat(1024 * 1024));
    const chunked = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < megabyte.length; at += 16 * 1024)
            controller.enqueue(megabyte.subarray(at, at + 16 * 1024));
          controller.close();
        },
      });
    const send = async (body: Uint8Array | ReadableStream<Uint8Array>, contentType: string) => {
      const answer = await fetch(`${api().baseUrl}${endpoints.contactUs.path}`, {
        method: 'POST',
        headers: { ...api().headers(), 'Content-Type': contentType },
        body,
        duplex: 'half',
      } as RequestInit);
      return { status: answer.status, code: ((await answer.json()) as { code: string }).code };
    };
    const answers = [];
    for (let round = 0; round < 6; round += 1) {
      answers.push(await send(megabyte, 'application/json'));
      answers.push(await send(chunked(), 'application/json'));
      answers.push(await send(chunked(), 'text/plain'));
    }
    expect(answers).toEqual(
      Array.from({ length: 6 }, () => [
        { status: 413, code: 'BODY_TOO_LARGE' },
        { status: 413, code: 'BODY_TOO_LARGE' },
        { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      ]).flat(),
    );
  });

  it('marks every authenticated answer private, no-store and nosniff, refusals too', async () => {
    const customer = await registerCustomer(api());
    const { headers } = await signIn(api(), customer.accountId);
    const mine = await api().call('getCustomer', { headers });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await api().refusal('getCustomer', {
      headers: { 'X-Auth-Token': 'not-a-live-token' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
