// The errors module alone: the contract's index would bring zod into the first load.
import {
  errorMessages,
  errorStatus,
  UNEXPECTED_ERROR_MESSAGE,
  type ErrorBody,
  type ErrorCode,
} from '@ebelediye/contract/errors';

/** SPEC §7: what a failed call rejects with when the response has no body. */
export const NO_BODY_FALLBACK = 'Something went wrong!';

export type ErrorKind = 'error_api' | 'error_server' | 'error_unauthenticated';

/**
 * A failed call, mirroring the server's `{ Message, code, field? }` so a screen can show the
 * sentence, mark the field and branch on the code. `body` is what the server sent, or SPEC's
 * 'Something went wrong!' when it sent nothing; `Message` is always a Turkish sentence for a person.
 */
export class ApiError extends Error {
  readonly kind: ErrorKind = 'error_api';
  readonly Message: string;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly body: unknown,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.Message = message;
  }
}

/** SPEC §8 error_server: a 500, an empty or unreadable response, or a success that carries an error sentence. */
export class ServerError extends ApiError {
  override readonly kind = 'error_server';

  constructor(status: number, message: string = UNEXPECTED_ERROR_MESSAGE, body: unknown = NO_BODY_FALLBACK) {
    super(status, 'server', message, body);
    this.name = 'ServerError';
  }
}

/** SPEC §8 error_unauthenticated: the session is missing or over (401). */
export class UnauthenticatedError extends ApiError {
  override readonly kind = 'error_unauthenticated';

  constructor(message: string, body: unknown) {
    super(errorStatus.unauthenticated, 'unauthenticated', message, body);
    this.name = 'UnauthenticatedError';
  }
}

const codeByStatus = new Map<number, ErrorCode>(
  (Object.entries(errorStatus) as [ErrorCode, number][]).map(([code, status]) => [status, code]),
);

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).Message === 'string';
}

/**
 * Turns a non-2xx response into the typed error of its status. `body` is the parsed body, or
 * undefined when the response had none (then SPEC's 'Something went wrong!' is kept as the body).
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const sentBody = body ?? NO_BODY_FALLBACK;
  const errorBody = isErrorBody(body) && body.Message.trim() ? body : undefined;
  if (status === errorStatus.unauthenticated) {
    return new UnauthenticatedError(errorBody?.Message ?? errorMessages.unauthenticated, sentBody);
  }
  // No sentence from the server (no body, an HTML page from a proxy, …): SPEC §8's generic server error.
  if (!errorBody) return new ServerError(status, UNEXPECTED_ERROR_MESSAGE, sentBody);
  const code = errorBody.code ?? codeByStatus.get(status) ?? 'server';
  if (code === 'server') return new ServerError(status, errorBody.Message, sentBody);
  return new ApiError(status, code, errorBody.Message, sentBody, errorBody.field);
}

/** The sentence SPEC §8's "Hata!" dialog shows for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.Message;
  if (typeof error === 'string' && error.trim()) return error;
  if (isErrorBody(error) && error.Message.trim()) return error.Message;
  // Anything else (a TypeError, a bug) carries English text for developers, not for citizens.
  return UNEXPECTED_ERROR_MESSAGE;
}
