import { data } from 'react-router';
import { cacheHeader } from './cache.server';

/** The two content types an HTML form posts. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Whether a request's body is declared as a form (its Content-Type, parameters aside). */
export function isFormRequest(request: Request): boolean {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  return FORM_TYPES.includes(type);
}

/**
 * The form a site action was posted: the one way every action reads its body. A body not
 * declared as a form (JSON, text, none) is a 415 and one that cannot be read as its type says
 * (a broken multipart) a 400, each with a message, never a 500; nothing has changed by then.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormRequest(request)) {
    throw data(
      {
        message:
          'This address takes a form (application/x-www-form-urlencoded or multipart/form-data).',
      },
      { status: 415, headers: cacheHeader('none') },
    );
  }
  try {
    return await request.formData();
  } catch {
    throw data(
      { message: 'The form could not be read.' },
      { status: 400, headers: cacheHeader('none') },
    );
  }
}
