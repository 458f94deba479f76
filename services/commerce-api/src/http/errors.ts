import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One bad input field: a dotted path (`shipping.zipcode`) and what is wrong with it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure the caller can act on. Handlers and services throw these; the one error edge
 * (`errorResponse`) turns them into the envelope with their status, code and message.
 */
export class DomainError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request does not match its schema. */
export class ValidationError extends DomainError {
  constructor(errors: FieldError[], message = 'The request has invalid fields.') {
    super(400, 'VALIDATION_FAILED', message, errors);
  }
}

/** 401: handshake values missing, expired or forged. */
export class HandshakeError extends DomainError {
  constructor(message = 'Handshake Data not available') {
    super(401, 'HANDSHAKE_INVALID', message);
  }
}

/** 404: the id names nothing we have. */
export class NotFoundError extends DomainError {
  constructor(message: string, field?: string) {
    super(404, 'NOT_FOUND', message, field ? [{ field, message }] : undefined);
  }
}

/** 409: the request conflicts with the current state. */
export class ConflictError extends DomainError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}

/** 422: well-formed but against a business rule (PO box, no-ship state, sold out, ...). */
export class BusinessRuleError extends DomainError {
  constructor(code: string, message: string, errors?: FieldError[]) {
    super(422, code, message, errors);
  }
}

/** The generic server-error message of SPEC section 8. */
export const SERVER_ERROR_MESSAGE = 'Something went to wrong on server, please try again';
