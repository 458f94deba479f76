import { describe, expect, it } from 'vitest';
import { isFormRequest, readForm } from './form.server';

const post = (body: BodyInit | null, contentType?: string) =>
  new Request('http://localhost:3000/login', {
    method: 'POST',
    body,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

/** What readForm threw (React Router's `data()`): the status and message the page answers. */
async function refusal(request: Request): Promise<{ status: number; message: string }> {
  try {
    await readForm(request);
  } catch (error) {
    const thrown = error as { init?: ResponseInit; data?: { message?: string } };
    return { status: thrown.init?.status ?? 0, message: thrown.data?.message ?? '' };
  }
  throw new Error('readForm read the body as a form');
}

describe('readForm', () => {
  it('reads a posted form of either type', async () => {
    const urlencoded = await readForm(
      post(
        'email=pat%40example.com&password=x',
        'application/x-www-form-urlencoded; charset=UTF-8',
      ),
    );
    expect(urlencoded.get('email')).toBe('pat@example.com');
    const multipart = new FormData();
    multipart.set('reason', 'expired');
    expect(
      (
        await readForm(new Request('http://localhost/signout', { method: 'POST', body: multipart }))
      ).get('reason'),
    ).toBe('expired');
  });

  it('answers 415 to a body that is not a form: JSON, text, none', async () => {
    for (const request of [
      post('{"email":"pat@example.com"}', 'application/json'),
      post('email=pat', 'text/plain'),
      post(null),
    ]) {
      expect(await refusal(request)).toEqual({
        status: 415,
        message:
          'This address takes a form (application/x-www-form-urlencoded or multipart/form-data).',
      });
      expect(isFormRequest(request)).toBe(false);
    }
  });

  it('answers 400 to a form that cannot be read as its type says', async () => {
    expect(await refusal(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toEqual({
      status: 400,
      message: 'The form could not be read.',
    });
  });
});
