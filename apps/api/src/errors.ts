import { type ErrorBody, type ErrorCode, errorMessages, errorStatus } from '@ebelediye/contract';

/** The one error a handler throws: it becomes `{ Message, code }` with the code's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options: { field?: string; headers?: Record<string, string> } = {}) {
    super(message ?? errorMessages[code]);
    this.code = code;
    this.field = options.field;
    this.headers = options.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return { Message: this.message, code: this.code, ...(this.field ? { field: this.field } : {}) };
  }
}

/**
 * A value that the validated input or an earlier check guarantees though its type cannot say so (a
 * zod refinement across fields, a row just written or read by its own key). Missing here is a bug:
 * it fails loudly, naming what was missing, instead of carrying undefined on.
 */
export function guaranteed<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing although it was checked`);
  return value;
}

export const errors = {
  badInput: (message: string, field?: string) => new AppError('bad_input', message, { field }),
  unauthenticated: (message?: string) => new AppError('unauthenticated', message),
  forbidden: (message?: string) => new AppError('forbidden', message),
  notFound: (message?: string) => new AppError('not_found', message),
  conflict: (message?: string) => new AppError('conflict', message),
  tooManyRequests: (message?: string, retryAfterSeconds?: number) =>
    new AppError(
      'too_many_requests',
      message,
      retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {},
    ),
  paused: (message: string) => new AppError('paused', message),
  unavailable: (message?: string) => new AppError('unavailable', message),
};
